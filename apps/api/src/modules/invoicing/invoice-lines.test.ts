import { divideHalfUp, formatCents, linePrice } from '@velodesk/contract/pricing';
import { describe, expect, it } from 'vitest';
import { balancePerRate, totalsOf, vatRateOf } from './invoice-lines.ts';

/** The VAT of an invoice's lines: the rate found back from the priced amounts, the totals per rate. */

const line = (allTaxesIncluded: string, dutyFree: string, vatRate = '20.00') => ({
  position: 1,
  description: 'Location',
  quantity: 1,
  unitPrice: dutyFree,
  vatRate,
  dutyFreeAmount: dutyFree,
  taxAmount: formatCents(Math.round(Number(allTaxesIncluded) * 100) - Math.round(Number(dutyFree) * 100)),
  allTaxesIncludedAmount: allTaxesIncluded,
});

describe('the VAT rate of a priced line', () => {
  it.each([
    ['20.00', 'TTC', '40.00'],
    ['20.00', 'HT', '0.35'],
    ['10.00', 'TTC', '12.00'],
    ['5.50', 'TTC', '7.90'],
    ['5.50', 'HT', '3.10'],
    ['2.10', 'HT', '19.99'],
    ['8.50', 'TTC', '12.50'],
  ] as const)('finds the rate %s back from a %s price of %s', (rate, display, price) => {
    const amounts = linePrice({ price, taxRate: rate, display } as Parameters<typeof linePrice>[0]);
    expect(vatRateOf([amounts])).toBe(Math.round(Number(rate) * 100));
  });

  it('answers 0 when no amount tells (a line discounted to nothing)', () => {
    expect(vatRateOf([{ dutyFree: 0, tax: 0, allTaxesIncluded: 0 }])).toBe(0);
  });
});

describe('the totals per rate', () => {
  it('computes the VAT on what is paid per rate, and spreads the base over the lines', () => {
    const lines = balancePerRate([line('40.00', '33.33'), line('40.00', '33.33'), line('40.00', '33.33')]);
    const { total, byRate } = totalsOf(lines);
    expect(total).toEqual({ dutyFree: 10000, tax: 2000, allTaxesIncluded: 12000 });
    expect(byRate).toEqual([{ rate: 2000, dutyFree: 10000, tax: 2000, allTaxesIncluded: 12000 }]);
    expect(lines.map((l) => l.dutyFreeAmount)).toEqual(['33.34', '33.33', '33.33']);
    expect(lines.map((l) => l.allTaxesIncludedAmount)).toEqual(['40.00', '40.00', '40.00']);
  });

  it('keeps each rate apart, tax = base x rate rounded', () => {
    const lines = balancePerRate([
      line('12.99', '10.83'),
      line('7.90', '7.49', '5.50'),
      line('7.90', '7.49', '5.50'),
      line('25.01', '20.84'),
    ]);
    const { byRate } = totalsOf(lines);
    expect(byRate.map((r) => r.rate)).toEqual([550, 2000]);
    for (const r of byRate) {
      expect(r.tax).toBe(divideHalfUp(r.dutyFree * r.rate, 10000));
      expect(r.dutyFree + r.tax).toBe(r.allTaxesIncluded);
    }
    expect(byRate[0]!.allTaxesIncluded).toBe(1580);
    expect(byRate[1]!.allTaxesIncluded).toBe(3800);
  });
});
