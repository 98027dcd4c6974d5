import { linePrice, toCents } from '@velodesk/contract/pricing';
import { describe, expect, it } from 'vitest';
import { linePricingOf } from './line-pricing.ts';

/** The amounts the API shows for a listed price, as its pricing model writes them. */
const shown = (price: number, display: 'HT' | 'TTC', taxRate: number) => {
  const amounts = linePrice({ price, display, taxRate }, 0);
  return { priceHT: amounts.dutyFree / 100, priceTTC: amounts.allTaxesIncluded / 100 };
};

describe('linePricingOf', () => {
  it.each([
    [29.9, 'TTC', 20],
    [1, 'TTC', 20],
    [0.5, 'TTC', 5.5],
    [12.34, 'HT', 10],
    [199, 'TTC', 19.6],
    [7.77, 'HT', 2.1],
  ] as const)(
    'gives back %s %s at %s %% and the same discounted amounts as the server',
    (price, display, rate) => {
      const found = linePricingOf(display, shown(price, display, rate));
      expect(found).not.toBeNull();
      for (const discount of [0, 10, 12.5, 33.33]) {
        expect(linePrice(found!, discount)).toEqual(linePrice({ price, display, taxRate: rate }, discount));
      }
      expect(toCents(found!.price)).toBe(toCents(price));
    },
  );

  it('has no pricing for a free line', () => {
    expect(linePricingOf('TTC', { priceHT: 0, priceTTC: 0 })).toBeNull();
  });
});
