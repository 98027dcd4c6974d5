import { describe, expect, it } from 'vitest';
import { ServerDescription } from './errors.ts';
import { DurationType } from './ids.ts';
import {
  divideHalfUp,
  formatCents,
  fromCents,
  hasAtMostDecimals,
  isDiscountPercent,
  linePrice,
  paymentRemainder,
  pricingDurationOf,
  rentalTotals,
  TaxRateError,
  toCents,
  toScaled,
} from './pricing.ts';

describe('decimal amounts without floating-point error', () => {
  it('reads amounts as cents, rounding half-up', () => {
    expect(toCents('29.90')).toBe(2990);
    expect(toCents(29.9)).toBe(2990);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents('12')).toBe(1200);
    expect(toCents('.5')).toBe(50);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(() => toCents('12,50')).toThrow(RangeError);
    expect(() => toCents('')).toThrow(RangeError);
  });

  it('writes cents back', () => {
    expect(fromCents(2417)).toBe(24.17);
    expect(formatCents(2417)).toBe('24.17');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-1250)).toBe('-12.50');
  });

  it('divides rounding halves away from zero', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(-5, 2)).toBe(-3);
    expect(divideHalfUp(7, 3)).toBe(2);
    expect(toScaled('0.0005', 3)).toBe(1);
  });

  it('tells how many decimals a number has', () => {
    expect(hasAtMostDecimals(29.99, 2)).toBe(true);
    expect(hasAtMostDecimals(29.999, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 2)).toBe(false);
    expect(isDiscountPercent(12.5)).toBe(true);
    expect(isDiscountPercent(100.01)).toBe(false);
    expect(isDiscountPercent(-1)).toBe(false);
  });
});

describe('line prices', () => {
  it('derives the excl.-tax amount from a TTC price', () => {
    expect(linePrice({ price: 29, display: 'TTC', taxRate: 20 })).toEqual({
      dutyFree: 2417,
      tax: 483,
      allTaxesIncluded: 2900,
    });
    expect(linePrice({ price: '18.00', display: 'TTC', taxRate: '22.00' })).toEqual({
      dutyFree: 1475,
      tax: 325,
      allTaxesIncluded: 1800,
    });
  });

  it('derives the incl.-tax amount from an HT price', () => {
    expect(linePrice({ price: 24.17, display: 'HT', taxRate: 20 })).toEqual({
      dutyFree: 2417,
      tax: 483,
      allTaxesIncluded: 2900,
    });
    expect(linePrice({ price: '10.00', display: 'HT', taxRate: '5.5' })).toEqual({
      dutyFree: 1000,
      tax: 55,
      allTaxesIncluded: 1055,
    });
  });

  it('rounds half-up per line', () => {
    // 0.10 at 5 % is 0.005 of tax: half a cent goes up.
    expect(linePrice({ price: 0.1, display: 'HT', taxRate: 5 })).toEqual({
      dutyFree: 10,
      tax: 1,
      allTaxesIncluded: 11,
    });
    // 0.03 TTC at 20 % is 0.025 HT: up to 0.03 (banker's rounding would give 0.02).
    expect(linePrice({ price: 0.03, display: 'TTC', taxRate: 20 })).toEqual({
      dutyFree: 3,
      tax: 0,
      allTaxesIncluded: 3,
    });
    expect(linePrice({ price: 0.09, display: 'TTC', taxRate: 20 }).dutyFree).toBe(8);
    // 1.05 HT at 10 % is 0.105 of tax: up to 0.11.
    expect(linePrice({ price: 1.05, display: 'HT', taxRate: 10 }).tax).toBe(11);
  });

  it('applies a discount of 0, 10 and 100 % to the displayed price', () => {
    const ttc = { price: 29, display: 'TTC', taxRate: 20 } as const;
    expect(linePrice(ttc, 0)).toEqual(linePrice(ttc));
    expect(linePrice(ttc, 10)).toEqual({ dutyFree: 2175, tax: 435, allTaxesIncluded: 2610 });
    expect(linePrice(ttc, 100)).toEqual({ dutyFree: 0, tax: 0, allTaxesIncluded: 0 });
    const ht = { price: 20, display: 'HT', taxRate: 20 } as const;
    expect(linePrice(ht, 10)).toEqual({ dutyFree: 1800, tax: 360, allTaxesIncluded: 2160 });
    // 10 % of 0.05 is 0.045 off: 0.045 left, rounded half-up to 0.05.
    expect(linePrice({ price: 0.05, display: 'HT', taxRate: 20 }, 10).dutyFree).toBe(5);
    expect(linePrice(ttc, 12.5).allTaxesIncluded).toBe(2538);
    expect(() => linePrice(ttc, 101)).toThrow(RangeError);
    expect(() => linePrice(ttc, -1)).toThrow(RangeError);
  });

  it('refuses a 0 % rate and a missing rate with the catalogue descriptions', () => {
    const zero = () => linePrice({ price: 29, display: 'TTC', taxRate: '0.00' });
    expect(zero).toThrow(TaxRateError);
    expect(zero).toThrow(ServerDescription.unavailableTaxRate);
    const missing = () => linePrice({ price: 29, display: 'TTC', taxRate: null });
    expect(missing).toThrow(TaxRateError);
    expect(missing).toThrow(ServerDescription.taxRateNotFound);
    try {
      missing();
    } catch (error) {
      expect((error as TaxRateError).description).toBe('Tax rate not found');
    }
    expect(() => linePrice({ price: 29, display: 'TTC', taxRate: undefined })).toThrow('Tax rate not found');
    expect(() => linePrice({ price: 29, display: 'HT', taxRate: 0 })).toThrow('Unavailable tax rate (0%)');
  });
});

describe('rental totals', () => {
  const lines = [
    { price: 29, display: 'TTC', taxRate: 20 },
    { price: 18, display: 'TTC', taxRate: 20 },
    { price: 3.5, display: 'TTC', taxRate: 20 },
  ] as const;

  it('sums the rounded lines', () => {
    const totals = rentalTotals([...lines]);
    expect(totals.lines.map((l) => l.dutyFree)).toEqual([2417, 1500, 292]);
    expect(totals.dutyFreeAmount).toBe(4209);
    expect(totals.taxAmount).toBe(841);
    expect(totals.allTaxesIncludedAmount).toBe(5050);
    expect(totals.dutyFreeAmount + totals.taxAmount).toBe(totals.allTaxesIncludedAmount);
    expect(totals.discountAllTaxesIncluded).toBe(0);
  });

  it('discounts each line before summing', () => {
    const totals = rentalTotals([...lines], 10);
    expect(totals.lines.map((l) => l.allTaxesIncluded)).toEqual([2610, 1620, 315]);
    expect(totals.allTaxesIncludedAmount).toBe(4545);
    expect(totals.discountAllTaxesIncluded).toBe(505);
    expect(totals.dutyFreeAmount + totals.taxAmount).toBe(4545);
    expect(rentalTotals([...lines], 100).allTaxesIncludedAmount).toBe(0);
    expect(rentalTotals([], 10).allTaxesIncludedAmount).toBe(0);
  });
});

describe('pricing lookup keys', () => {
  it('looks half-days up as duration 1 of the half-day type, days as N of the day type', () => {
    expect(pricingDurationOf({ kind: 'halfDay' })).toEqual({
      durationTypeId: DurationType.halfDay,
      duration: 1,
    });
    expect(pricingDurationOf({ kind: 'days', days: 7 })).toEqual({
      durationTypeId: DurationType.day,
      duration: 7,
    });
  });
});

describe('payment remainder', () => {
  it('rounds the remainder to 3 decimals', () => {
    expect(paymentRemainder(100.1, [33.37, 33.37, 33.36])).toBe(0);
    expect(paymentRemainder('0.3', [0.1, 0.2])).toBe(0);
    expect(paymentRemainder(50.5, [20])).toBe(30.5);
    expect(paymentRemainder(10, [3.3333])).toBe(6.667);
    expect(paymentRemainder(10, [12])).toBe(-2);
    expect(paymentRemainder(10, [])).toBe(10);
  });
});
