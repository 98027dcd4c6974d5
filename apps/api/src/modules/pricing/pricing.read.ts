import { PricingErrorCode } from '@velodesk/contract/api/pricing';
import { ServerDescription } from '@velodesk/contract/errors';
import {
  type EndPeriod,
  isPeriodInvalid,
  type RentalLength,
  rentalLength,
  type StartPeriod,
} from '@velodesk/contract/periods';
import {
  displayOf,
  type LineAmounts,
  linePrice,
  noPriceAvailable,
  type PriceDisplay,
  pricingDurationOf,
  TaxRateError,
} from '@velodesk/contract/pricing';
import { localDateOf, rateInForce } from '@velodesk/contract/tax-rates';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pricings, settingsDiscounts } from '../../db/schema/pricing.ts';
import { DomainError, notFound, violationOf } from '../../platform/errors.ts';
import { readSiteBilling } from '../sites/sites.read.ts';
import { findDiscountOn, selectPricingCandidates } from './pricing.repository.ts';
import { ratesForCountry } from './tax-rules.repository.ts';

/**
 * What the rentals module asks of prices (docs/decisions/pricing-lookup.md): the pricing row for
 * exactly a line's length, for the rental's pricing type and the site's billing company, and the
 * line's amounts. The pricing module's read API: each function takes the database or the caller's
 * transaction, and runs as a step of the caller's action (whose access call checked the site).
 */

export interface FoundPricing {
  pricingId: number;
  declinationId: number;
  pricingTypeId: number;
  companyId: number;
  durationTypeId: number;
  duration: number;
  /** The price as stored ("29.00"): incl. tax when display is TTC, excl. tax when HT. */
  price: string;
  display: PriceDisplay;
  taxRuleId: number;
  /**
   * The rate (percent, "20.00") of the pricing's tax rule for the site's country in force on
   * `pricedOn`; null when no tax rule of this key's pricings has a rate for the site's country on
   * that date ("Tax rate not found").
   */
  taxRate: string | null;
  /** The site's date (yyyy-mm-dd) at `pricedAt`: the day whose rates apply. */
  pricedOn: string;
}

export interface PricingQuery {
  siteId: number;
  declinationIds: number[];
  /** null: every pricing type. */
  pricingTypeIds: number[] | null;
  length: RentalLength;
  /**
   * When the price is computed (the caller's ctx.now()): the tax rate is the one in force on the
   * site's date at that instant, so a changed rate applies to rentals priced after the change.
   */
  pricedAt: Date;
}

export const pricingKey = (declinationId: number, pricingTypeId: number) =>
  `${declinationId}:${pricingTypeId}`;

/**
 * The pricings of many declinations at once (for availability lists), keyed by
 * pricingKey(declinationId, pricingTypeId). A key without an entry has no price available.
 * When several rows share a key (one per tax rule), the one whose tax rule has a rate for the
 * site's country in force on the site's date wins.
 */
export const findPricings = async (db: DbOrTx, query: PricingQuery): Promise<Map<string, FoundPricing>> => {
  const site = await readSiteBilling(db, query.siteId);
  if (!site) throw notFound('Site').withCode(PricingErrorCode.siteNotFound);
  const found = new Map<string, FoundPricing>();
  if (query.declinationIds.length === 0 || query.pricingTypeIds?.length === 0) return found;
  const { durationTypeId, duration } = pricingDurationOf(query.length);
  const rows = await selectPricingCandidates(db, {
    companyId: site.companyId,
    declinationIds: query.declinationIds,
    pricingTypeIds: query.pricingTypeIds,
    durationTypeId,
    duration,
  });
  const pricedOn = localDateOf(query.pricedAt, site.timeZone);
  const rates = await ratesForCountry(db, [...new Set(rows.map((r) => r.taxRuleId))], site.countryId);
  const rateOf = (taxRuleId: number) =>
    rateInForce(
      rates.filter((r) => r.taxRuleId === taxRuleId),
      pricedOn,
    )?.rate ?? null;
  for (const row of rows) {
    const key = pricingKey(row.declinationId, row.pricingTypeId);
    const taxRate = rateOf(row.taxRuleId);
    const current = found.get(key);
    if (current && (current.taxRate !== null || taxRate === null)) continue;
    found.set(key, {
      pricingId: row.pricingId,
      declinationId: row.declinationId,
      pricingTypeId: row.pricingTypeId,
      companyId: site.companyId,
      durationTypeId,
      duration,
      price: row.price,
      display: displayOf(site.displayId),
      taxRuleId: row.taxRuleId,
      taxRate,
      pricedOn,
    });
  }
  return found;
};

/** The pricing of one declination for a length and pricing type at a site; null: no price available. */
export const findPricing = async (
  db: DbOrTx,
  query: {
    siteId: number;
    declinationId: number;
    pricingTypeId: number;
    length: RentalLength;
    pricedAt: Date;
  },
): Promise<FoundPricing | null> => {
  const found = await findPricings(db, {
    pricedAt: query.pricedAt,
    siteId: query.siteId,
    declinationIds: [query.declinationId],
    pricingTypeIds: [query.pricingTypeId],
    length: query.length,
  });
  return found.get(pricingKey(query.declinationId, query.pricingTypeId)) ?? null;
};

/** A 422 whose description is exactly the given text, with its stable code. */
const pricingError = (code: string, description: string, propertyPath = 'products') =>
  new DomainError(422, 'An error occurred', description, [
    violationOf(propertyPath, description, code),
  ]).withCode(code);

/** The code of a tax error of the lookup, by its description (rentals.md's catalogue). */
const taxErrorCode = (error: TaxRateError) =>
  error.description === ServerDescription.unavailableTaxRate
    ? PricingErrorCode.unavailableTaxRate
    : PricingErrorCode.taxRateNotFound;

export interface PricedLine {
  pricing: FoundPricing;
  length: RentalLength;
  /** Cents, after the discount. */
  amounts: LineAmounts;
}

/**
 * Prices one rental line. Throws a 422 with the catalogue's description when the period is
 * invalid, when no pricing exists ("No price available for this period."), or for the tax errors
 * ("Tax rate not found", "Unavailable tax rate (0%)").
 */
export const priceLine = async (
  db: DbOrTx,
  line: {
    siteId: number;
    declinationId: number;
    pricingTypeId: number;
    startDate: string;
    startPeriod: StartPeriod;
    endDate: string;
    endPeriod: EndPeriod;
    discountPercent?: number | string;
    /** When the price is computed: ctx.now() (see PricingQuery.pricedAt). */
    pricedAt: Date;
  },
): Promise<PricedLine> => {
  if (isPeriodInvalid(line.startDate, line.startPeriod, line.endDate, line.endPeriod)) {
    throw pricingError(
      PricingErrorCode.invalidPeriod,
      'The end of the rental is not after its start.',
      'endDate',
    );
  }
  const length = rentalLength(line.startDate, line.startPeriod, line.endDate, line.endPeriod);
  const pricing = await findPricing(db, { ...line, length });
  if (!pricing) throw pricingError(PricingErrorCode.noPrice, noPriceAvailable);
  try {
    return { pricing, length, amounts: linePrice(pricing, line.discountPercent ?? 0) };
  } catch (error) {
    if (error instanceof TaxRateError) throw pricingError(taxErrorCode(error), error.description);
    throw error;
  }
};

/** The loyalty discount (percent, a number) in force on a date for a fidelity level; 0 if none. */
export const discountInForce = async (db: DbOrTx, fidelityLevel: number, date: string): Promise<number> => {
  const found = await findDiscountOn(db, fidelityLevel, date);
  return found ? Number(found.percentage) : 0;
};

// ---- counts (GET /count/{entity}: the reference module asks; the caller checks access) ----

/** How many pricing rows exist. */
export const countPricings = async (db: DbOrTx): Promise<number> =>
  Number((await db.select({ count: count() }).from(pricings))[0]?.count ?? 0);

/** How many loyalty discounts exist. */
export const countLoyaltyDiscounts = async (db: DbOrTx): Promise<number> =>
  Number((await db.select({ count: count() }).from(settingsDiscounts))[0]?.count ?? 0);
