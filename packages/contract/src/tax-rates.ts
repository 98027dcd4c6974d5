import type { TaxRateStatus } from './api/pricing.ts';

/**
 * Rate history of tax rules (docs/decisions/tax-rates.md). A rule has, per country, rates each
 * valid from a date: the rate in force on a date is the one with the latest `validFrom` not after
 * it. Dates are yyyy-mm-dd, so they compare as strings.
 */

export interface DatedRate {
  validFrom: string;
}

/** The calendar date of an instant in a time zone: see site-day.ts (kept here for existing imports). */
export { localDateOf } from './site-day.ts';

/** The rate in force on a date among the rates of one rule and country; undefined before the first. */
export const rateInForce = <T extends DatedRate>(rates: readonly T[], date: string): T | undefined => {
  let found: T | undefined;
  for (const rate of rates) {
    if (rate.validFrom <= date && (found === undefined || rate.validFrom > found.validFrom)) found = rate;
  }
  return found;
};

/** Where a rate of one rule and country stands on `today`: replaced, in force, or still to come. */
export const rateStatus = (
  rate: DatedRate,
  sameCountry: readonly DatedRate[],
  today: string,
): TaxRateStatus => {
  if (rate.validFrom > today) return 'future';
  return rateInForce(sameCountry, today)?.validFrom === rate.validFrom ? 'current' : 'past';
};
