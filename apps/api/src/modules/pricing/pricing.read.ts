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
import { localDateOf } from '@velodesk/contract/site-day';
import { rateInForce } from '@velodesk/contract/tax-rates';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pricings, pricingTypes, settingsDiscounts, taxRuleRates } from '../../db/schema/pricing.ts';
import { DomainError, notFound, violationOf } from '../../platform/errors.ts';
import { readSiteBilling } from '../sites/sites.api.ts';
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

/** What prices of a site depend on, from the sites module (null: no such site). */
type SiteBilling = NonNullable<Awaited<ReturnType<typeof readSiteBilling>>>;
type CandidateRow = Awaited<ReturnType<typeof selectPricingCandidates>>[number];
type RateRow = Awaited<ReturnType<typeof ratesForCountry>>[number];

/**
 * The one choice of a pricing per key among the candidate rows (ordered by id) of one length: when
 * several rows share a key (one per tax rule), the one whose tax rule has a rate for the site's
 * country in force on the site's date wins.
 */
const pickPricings = (
  site: SiteBilling,
  rows: CandidateRow[],
  rates: RateRow[],
  query: PricingQuery,
  length: { durationTypeId: number; duration: number },
): Map<string, FoundPricing> => {
  const found = new Map<string, FoundPricing>();
  const pricedOn = localDateOf(query.pricedAt, site.timeZone);
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
      durationTypeId: length.durationTypeId,
      duration: length.duration,
      price: row.price,
      display: displayOf(site.displayId),
      taxRuleId: row.taxRuleId,
      taxRate,
      pricedOn,
    });
  }
  return found;
};

/**
 * The pricings of many declinations at once (for availability lists), keyed by
 * pricingKey(declinationId, pricingTypeId). A key without an entry has no price available.
 * When several rows share a key (one per tax rule), the one whose tax rule has a rate for the
 * site's country in force on the site's date wins.
 */
export const findPricings = async (db: DbOrTx, query: PricingQuery): Promise<Map<string, FoundPricing>> => {
  const site = await readSiteBilling(db, query.siteId);
  if (!site) throw notFound('Site').withCode(PricingErrorCode.siteNotFound);
  if (query.declinationIds.length === 0 || query.pricingTypeIds?.length === 0) return new Map();
  const length = pricingDurationOf(query.length);
  const rows = await selectPricingCandidates(db, {
    companyId: site.companyId,
    declinationIds: query.declinationIds,
    pricingTypeIds: query.pricingTypeIds,
    ...length,
  });
  const rates = await ratesForCountry(db, [...new Set(rows.map((r) => r.taxRuleId))], site.countryId);
  return pickPricings(site, rows, rates, query, length);
};

// ---- kept prices (docs/decisions/booking-round-trips.md) ----

/**
 * The pricing version (migration 0011): the sum of the change counters that triggers on pricings,
 * tax rules and rates, pricing types, sites and companies bump. As an SQL expression, so that a
 * caller reads it in a statement it runs anyway.
 */
export const pricingVersionSql = sql`(select coalesce(sum(changes), 0)::text from pricing_versions)`;

export const readPricingVersion = async (db: DbOrTx): Promise<string> => {
  const result = await db.execute(sql`select ${pricingVersionSql} as version`);
  return (result as unknown as { rows: Array<{ version: string | null }> }).rows[0]?.version ?? '0';
};

/** What was read at one pricing version, filled as asked (each read once, shared while under way). */
interface PriceBook {
  version: string;
  sites: Map<number, Promise<SiteBilling | null>>;
  /** The candidate rows of a company and pricing type, by length (`durationTypeId:duration`). */
  pricings: Map<string, Promise<Map<string, CandidateRow[]>>>;
  /** A country's tax rates of every rule. */
  rates: Map<number, Promise<RateRow[]>>;
}

const remember = <K, V>(map: Map<K, Promise<V>>, key: K, read: () => PromiseLike<V>): Promise<V> => {
  let found = map.get(key);
  if (!found) {
    // A real promise, run once: a Drizzle query is a thenable that runs again at each await.
    found = Promise.resolve(read());
    map.set(key, found);
    // A failed read is not kept.
    found.catch(() => map.delete(key));
  }
  return found;
};

/**
 * The prices a process keeps, per database: the pricing lookup answered from memory while the
 * pricing version has not moved. Only for reads outside a transaction (a transaction could see its
 * own uncommitted writes, which must not be kept).
 */
export class PriceCache {
  private book: PriceBook | null = null;

  /** The book of this version (read by the caller), a new empty one when the version moved. */
  private at(version: string): PriceBook {
    if (this.book?.version !== version) {
      this.book = { version, sites: new Map(), pricings: new Map(), rates: new Map() };
    }
    return this.book;
  }

  /** The site's billing company, country, time zone and price display, as of `version`. */
  siteBilling(db: DbOrTx, version: string, siteId: number): Promise<SiteBilling | null> {
    return remember(this.at(version).sites, siteId, () => readSiteBilling(db, siteId));
  }

  /** findPricings, answered from what was read at `version` (the caller read it just before). */
  async findPricings(db: DbOrTx, version: string, query: PricingQuery): Promise<Map<string, FoundPricing>> {
    const book = this.at(version);
    const site = await this.siteBilling(db, version, query.siteId);
    if (!site) throw notFound('Site').withCode(PricingErrorCode.siteNotFound);
    if (query.declinationIds.length === 0 || query.pricingTypeIds?.length === 0) return new Map();
    const length = pricingDurationOf(query.length);
    const lengthKey = `${length.durationTypeId}:${length.duration}`;
    const typeIds = query.pricingTypeIds ?? [...(await pricingTypeIdsRead(db))];
    const declinations = new Set(query.declinationIds);
    const rows: CandidateRow[] = [];
    for (const pricingTypeId of typeIds) {
      const byLength = await remember(book.pricings, `${site.companyId}:${pricingTypeId}`, async () => {
        const all = await selectCompanyPricings(db, site.companyId, pricingTypeId);
        const grouped = new Map<string, CandidateRow[]>();
        for (const { durationTypeId, duration, ...row } of all) {
          const key = `${durationTypeId}:${duration}`;
          const group = grouped.get(key);
          if (group) group.push(row);
          else grouped.set(key, [row]);
        }
        return grouped;
      });
      for (const row of byLength.get(lengthKey) ?? []) {
        if (declinations.has(row.declinationId)) rows.push(row);
      }
    }
    rows.sort((a, b) => a.pricingId - b.pricingId);
    const rates = await remember(book.rates, site.countryId, () => countryRates(db, site.countryId));
    return pickPricings(site, rows, rates, query, length);
  }
}

/** Every pricing of a company and pricing type (a few thousand rows at most), by id. */
const selectCompanyPricings = (db: DbOrTx, companyId: number, pricingTypeId: number) =>
  db
    .select({
      pricingId: pricings.id,
      declinationId: pricings.declinationId,
      pricingTypeId: pricings.pricingTypeId,
      price: pricings.price,
      taxRuleId: pricings.taxRuleId,
      durationTypeId: pricings.durationTypeId,
      duration: pricings.duration,
    })
    .from(pricings)
    .where(and(eq(pricings.companyId, companyId), eq(pricings.pricingTypeId, pricingTypeId)))
    .orderBy(asc(pricings.id));

/** Every tax rate of a country, of every rule. */
const countryRates = (db: DbOrTx, countryId: number) =>
  db
    .select({ taxRuleId: taxRuleRates.taxRuleId, rate: taxRuleRates.rate, validFrom: taxRuleRates.validFrom })
    .from(taxRuleRates)
    .where(eq(taxRuleRates.countryId, countryId));

/** The pricing types' ids (fixed reference rows of migration 0003), read once per process. */
let pricingTypeIds: Promise<number[]> | null = null;
const pricingTypeIdsRead = (db: DbOrTx): Promise<number[]> => {
  pricingTypeIds ??= db
    .select({ id: pricingTypes.id })
    .from(pricingTypes)
    .then(
      (rows) => rows.map((row) => row.id),
      (error: unknown) => {
        pricingTypeIds = null;
        throw error;
      },
    );
  return pricingTypeIds;
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
  if (!pricing) {
    // A lookup by declination: no product to name.
    throw new DomainError(422, 'An error occurred', noPriceAvailable, [
      violationOf('products', noPriceAvailable, PricingErrorCode.noPrice, { products: [] }),
    ]).withParams(PricingErrorCode.noPrice, { products: [] });
  }
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
