import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { CustomerBlock } from './customer-block.tsx';

describe("the rental's customer block", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['fr', 'Allemagne'],
    ['en', 'Germany'],
    ['ru', 'Германия'],
  ])("names the customer's country in the interface language (%s)", async (language, name) => {
    await i18n.changeLanguage(language);
    renderWithProviders(
      <CustomerBlock
        customer={{
          id: 4,
          name: 'Anna',
          lastname: 'Schmidt',
          email: null,
          phones: [],
          // The database keeps French names; the screen names the country from its code.
          country: { name: 'Allemagne', codeIso31662: 'DE' },
          fidelityLevel: 0,
        }}
        stayId={null}
        stayLink={null}
        emplacementName={null}
        onPick={() => undefined}
        readOnly
        detailed
      />,
    );
    expect(screen.getByTestId('customer-country').textContent).toContain(name);
  });
});
