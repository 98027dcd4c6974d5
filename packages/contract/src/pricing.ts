import { ServerDescription } from './errors.ts';
import { Display, DurationType } from './ids.ts';
import type { RentalLength } from './periods.ts';

/**
 * Prices of rental lines (docs/domain.md "Pricing"). Money is computed in integer cents and rates in
 * hundredths of a percent, so no binary floating-point error ever reaches an amount. Rounding is
 * half-up (halves go away from zero), to 2 decimals per line.
 */

export type Cents = number;
export type PriceDisplay = 'HT' | 'TTC';

/** The two tax errors of the rentals error catalogue, with their exact server descriptions. */
export type TaxRateDescription =
  | typeof ServerDescription.unavailableTaxRate
  | typeof ServerDescription.taxRateNotFound;

export class TaxRateError extends Error {
  constructor(readonly description: TaxRateDescription) {
    super(description);
    this.name = 'TaxRateError';
  }
}

/** No pricing row for the line's length, pricing type and billing company. */
export const noPriceAvailable = 'No price available for this period.';

/** Integer division rounded half away from zero. */
export const divideHalfUp = (numerator: number, denominator: number): number => {
  if (denominator === 0) throw new RangeError('Division by zero.');
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor((2 * n + d) / (2 * d));
  return negative ? -quotient : quotient;
};

/**
 * A decimal (number or string such as "29.90") as an integer of `scale` decimals, rounded half-up.
 * Strings are read digit by digit; numbers through their shortest written form, so 1.005 is 1.005.
 */
export const toScaled = (value: number | string, scale: number): number => {
  let text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}.`);
    if (/e/i.test(text)) text = value.toFixed(Math.min(100, scale + 10));
  }
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new RangeError(`Not an amount: "${text}".`);
  const sign = match[1] === '-' ? -1 : 1;
  const whole = match[2] || '0';
  const fraction = match[3] ?? '';
  const kept = (fraction + '0'.repeat(scale)).slice(0, scale);
  const next = fraction.charCodeAt(scale) - 48;
  let scaled = Number(whole) * 10 ** scale + Number(kept || '0');
  if (next >= 5) scaled += 1;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Amount too large: "${text}".`);
  return scaled === 0 ? 0 : sign * scaled;
};

/** An amount in euros (number or decimal string) as cents, rounded half-up. */
export const toCents = (amount: number | string): Cents => toScaled(amount, 2);

/** Cents as an amount in euros (a number with at most 2 decimals). */
export const fromCents = (cents: Cents): number => Number((cents / 100).toFixed(2));

/** Cents written with 2 decimals, as the database's numeric columns take them ("29.00"). */
export const formatCents = (cents: Cents): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Whether a number has at most `decimals` decimals (29.9 and 29.99 yes, 29.999 no). */
export const hasAtMostDecimals = (value: number, decimals: number): boolean => {
  if (!Number.isFinite(value)) return false;
  const text = String(value);
  if (/e-/i.test(text)) return false;
  return (text.split('.')[1] ?? '').length <= decimals;
};

export const displayOf = (displayId: number): PriceDisplay => (displayId === Display.ht ? 'HT' : 'TTC');

/** What pricing rows are looked up by for a line of a given length. */
export const pricingDurationOf = (length: RentalLength): { durationTypeId: number; duration: number } =>
  length.kind === 'halfDay'
    ? { durationTypeId: DurationType.halfDay, duration: 1 }
    : { durationTypeId: DurationType.day, duration: length.days };

/** A pricing row as a line reads it: its price, whether that price is HT or TTC, its tax rate (%). */
export interface LinePricing {
  price: number | string;
  display: PriceDisplay;
  /** Percent (20 for 20 %); null or undefined when no tax rule applies to the site's country. */
  taxRate: number | string | null | undefined;
}

export interface LineAmounts {
  dutyFree: Cents;
  tax: Cents;
  allTaxesIncluded: Cents;
}

/** The tax rate in hundredths of a percent (20 % is 2000), or the catalogue's tax error. */
export const taxRateBasisPoints = (rate: number | string | null | undefined): number => {
  if (rate === null || rate === undefined || rate === '') {
    throw new TaxRateError(ServerDescription.taxRateNotFound);
  }
  const basisPoints = toScaled(rate, 2);
  if (basisPoints <= 0) throw new TaxRateError(ServerDescription.unavailableTaxRate);
  return basisPoints;
};

/** Percent (0 to 100, up to 2 decimals) in hundredths of a percent. */
const discountBasisPoints = (percent: number | string): number => {
  const basisPoints = toScaled(percent, 2);
  if (basisPoints < 0 || basisPoints > 10000) throw new RangeError('A discount is between 0 and 100 %.');
  return basisPoints;
};

/**
 * The amounts of one line: the displayed price (HT or TTC) less the discount, rounded half-up to
 * the cent, then the other amount derived with the tax rate and rounded half-up; the tax is the
 * difference, so HT + tax = TTC always holds.
 */
export const linePrice = (pricing: LinePricing, discountPercent: number | string = 0): LineAmounts => {
  const rate = taxRateBasisPoints(pricing.taxRate);
  const listed = toCents(pricing.price);
  if (listed < 0) throw new RangeError('A price is never negative.');
  const shown = divideHalfUp(listed * (10000 - discountBasisPoints(discountPercent)), 10000);
  if (pricing.display === 'TTC') {
    const dutyFree = divideHalfUp(shown * 10000, 10000 + rate);
    return { dutyFree, tax: shown - dutyFree, allTaxesIncluded: shown };
  }
  const tax = divideHalfUp(shown * rate, 10000);
  return { dutyFree: shown, tax, allTaxesIncluded: shown + tax };
};

export interface RentalTotals {
  lines: LineAmounts[];
  dutyFreeAmount: Cents;
  taxAmount: Cents;
  allTaxesIncludedAmount: Cents;
  /** What the discount takes off, incl. tax and excl. tax (shown as a negative amount). */
  discountAllTaxesIncluded: Cents;
  discountDutyFree: Cents;
}

/** The discount applies to each line; the totals are the sums of the discounted lines. */
export const rentalTotals = (lines: LinePricing[], discountPercent: number | string = 0): RentalTotals => {
  const discounted = lines.map((line) => linePrice(line, discountPercent));
  const full = lines.map((line) => linePrice(line, 0));
  const sum = (amounts: LineAmounts[], key: keyof LineAmounts) =>
    amounts.reduce((total, amount) => total + amount[key], 0);
  return {
    lines: discounted,
    dutyFreeAmount: sum(discounted, 'dutyFree'),
    taxAmount: sum(discounted, 'tax'),
    allTaxesIncludedAmount: sum(discounted, 'allTaxesIncluded'),
    discountAllTaxesIncluded: sum(full, 'allTaxesIncluded') - sum(discounted, 'allTaxesIncluded'),
    discountDutyFree: sum(full, 'dutyFree') - sum(discounted, 'dutyFree'),
  };
};

/** Whether a discount percent is acceptable: 0 to 100 with at most 2 decimals. */
export const isDiscountPercent = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= 100 && hasAtMostDecimals(value, 2);

/**
 * What remains to pay: the amount incl. tax less the payments, rounded half-up to 3 decimals
 * (euros, as a number). Exactly 0 means fully paid.
 */
export const paymentRemainder = (
  allTaxesIncluded: number | string,
  payments: ReadonlyArray<number | string>,
): number => {
  const remaining = payments.reduce<number>(
    (left, payment) => left - toScaled(payment, 3),
    toScaled(allTaxesIncluded, 3),
  );
  return Number((remaining / 1000).toFixed(3));
};
