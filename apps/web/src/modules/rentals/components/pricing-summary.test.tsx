import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PricingSummary } from './pricing-summary.tsx';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the price table', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['fr', 'Remise (12,5 %)', '8,10 €'],
    ['en', 'Discount (12.5%)', '€8.10'],
  ])(
    'writes the discount and the amounts in the interface language (%s)',
    async (language, discount, amount) => {
      await i18n.changeLanguage(language);
      renderWithProviders(
        <PricingSummary
          totals={null}
          saved={{ dutyFreeAmount: 6.75, taxAmount: 1.35, allTaxesIncludedAmount: 8.1 }}
          discountPercent={12.5}
        />,
      );
      const table = screen.getByTestId('pricing-summary');
      expect(plain(table.textContent)).toContain(discount);
      expect(plain(table.textContent)).toContain(amount);
    },
  );
});
