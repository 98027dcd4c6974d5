import type { TaxRateStatus } from './api/pricing.ts';

/**
 * Rate history of tax rules (docs/decisions/tax-rates.md). A rule has, per country, rates each
 * valid from a date: the rate in force on a date is the one with the latest `validFrom` not after
 * it. Dates are yyyy-mm-dd, so they compare as strings.
 */

export interface DatedRate {
  validFrom: string;
}

/** One formatter per time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-mm-dd) of an instant in a time zone (e.g. Europe/Paris). */
export const localDateOf = (instant: Date, timeZone: string): string => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

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
