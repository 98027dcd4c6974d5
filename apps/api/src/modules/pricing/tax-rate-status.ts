import type { TaxRuleRateRead } from '@velodesk/contract/api/pricing';
import { siteToday } from '@velodesk/contract/site-day';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteZones } from '../sites/sites.api.ts';
import { toRateRead } from './pricing.presenter.ts';
import type { RateRow } from './tax-rules.repository.ts';

/**
 * Which rate is in force (docs/decisions/tax-rates.md). "Today" for a country is its sites' date:
 * the latest local date among the time zones of its sites (UTC when it has none), so a rate
 * counts as in force as soon as one site of the country has reached its first day.
 */

/** Today's date per country, at the instant `now`. */
export const countryTodays = async (
  db: DbOrTx,
  countryIds: number[],
  now: Date,
): Promise<(countryId: number) => string> => {
  const zones = await readSiteZones(db, [...new Set(countryIds)]);
  const utc = siteToday('UTC', now);
  const today = new Map<number, string>();
  for (const { countryId, timeZone } of zones) {
    const local = siteToday(timeZone, now);
    const known = today.get(countryId);
    if (known === undefined || local > known) today.set(countryId, local);
  }
  return (countryId) => today.get(countryId) ?? utc;
};

/** Rates with their status, reading every sibling (same rule and country) from `all`. */
export const ratesRead = async (
  db: DbOrTx,
  rows: RateRow[],
  all: RateRow[],
  now: Date,
): Promise<TaxRuleRateRead[]> => {
  const todayOf = await countryTodays(
    db,
    rows.map((r) => r.countryId),
    now,
  );
  return rows.map((row) =>
    toRateRead(
      row,
      all.filter((r) => r.taxRuleId === row.taxRuleId && r.countryId === row.countryId),
      todayOf(row.countryId),
    ),
  );
};
