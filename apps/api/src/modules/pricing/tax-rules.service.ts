import type {
  TaxRuleCreate,
  TaxRuleRateCreate,
  TaxRuleRateRead,
  TaxRuleRateUpdate,
  TaxRuleRead,
  TaxRuleUpdate,
} from '@velodesk/contract/api/pricing';
import {
  taxRateAlreadyExists,
  taxRateInForce,
  taxRateStartsInPast,
  taxRuleAlreadyExists,
} from '@velodesk/contract/api/pricing';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { formatCents, fromCents, toCents } from '@velodesk/contract/pricing';
import { localDateOf, rateStatus } from '@velodesk/contract/tax-rates';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, taxRuleRates, taxRules } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  conflict,
  notFound,
  uniqueViolation,
  unprocessable,
  valueTaken,
  violationOf,
} from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { rowExists } from './pricing.repository.ts';
import {
  countRates,
  countRules,
  findRateFrom,
  findRuleNamed,
  type RateRow,
  ratesOfRules,
  rulesWithRateIn,
  selectRates,
  selectRules,
  siteZonesOf,
} from './tax-rules.repository.ts';

/**
 * Tax rules and their rates per country, each valid from a date (docs/decisions/tax-rates.md).
 * A rate in force (or replaced) never changes; only a rate from a date still to come may be
 * corrected or removed. "Today" for a country is its sites' date: the latest local date among the
 * time zones of its sites (UTC when it has none), so a rate counts as in force as soon as one site
 * of the country has reached its first day.
 */

/** Today's date per country, at the instant `now`. */
export const countryTodays = async (
  db: DbOrTx,
  countryIds: number[],
  now: Date,
): Promise<(countryId: number) => string> => {
  const unique = [...new Set(countryIds)];
  const zones = await siteZonesOf(db, unique);
  const utc = localDateOf(now, 'UTC');
  const today = new Map<number, string>();
  for (const { countryId, timeZone } of zones) {
    const local = localDateOf(now, timeZone);
    const known = today.get(countryId);
    if (known === undefined || local > known) today.set(countryId, local);
  }
  return (countryId) => today.get(countryId) ?? utc;
};

const toRateRead = (row: RateRow, sameCountry: RateRow[], today: string): TaxRuleRateRead => ({
  '@id': ref('tax_rule_rates', row.id),
  '@type': 'TaxRuleRate',
  id: row.id,
  taxRule: { '@id': ref('tax_rules', row.taxRuleId), id: row.taxRuleId, description: row.taxRuleDescription },
  country: {
    '@id': ref('countries', row.countryId),
    id: row.countryId,
    name: row.countryName,
    codeIso31662: row.countryCode,
  },
  rate: fromCents(toCents(row.rate)),
  validFrom: row.validFrom,
  status: rateStatus(row, sameCountry, today),
});

/** Rates with their status, reading every sibling (same rule and country) from `all`. */
const ratesRead = async (db: DbOrTx, rows: RateRow[], all: RateRow[], now: Date) => {
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

// ---- tax rules ----

export const taxRuleCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxRules.id },
    description: { kind: 'partial', column: taxRules.description },
    'rates.country.id': { kind: 'ids', where: rulesWithRateIn },
  },
  order: { id: taxRules.id, description: taxRules.description },
  defaultOrder: [['id', 'asc']],
};

const rulesRead = async (
  db: DbOrTx,
  rules: Array<{ id: number; description: string }>,
  now: Date,
): Promise<TaxRuleRead[]> => {
  const rates = await ratesOfRules(
    db,
    rules.map((r) => r.id),
  );
  const read = await ratesRead(db, rates, rates, now);
  return rules.map((rule) => ({
    '@id': ref('tax_rules', rule.id),
    '@type': 'TaxRule',
    id: rule.id,
    description: rule.description,
    rates: read.filter((r) => r.taxRule.id === rule.id).map(({ taxRule: _rule, ...rate }) => rate),
  }));
};

export const findTaxRules = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(taxRuleCollection, query);
  const { rows, total } = await runPage(
    selectRules(ctx.db).where(parsed.where).$dynamic(),
    countRules(ctx.db, parsed.where),
    parsed,
  );
  return { parsed, members: await rulesRead(ctx.db, rows, ctx.now()), total };
};

const readRule = async (db: DbOrTx, id: number, now: Date): Promise<TaxRuleRead> => {
  const rows = await selectRules(db).where(eq(taxRules.id, id));
  if (rows.length === 0) throw notFound('Tax rule');
  return (await rulesRead(db, rows, now))[0]!;
};

export const getTaxRule = (ctx: AppContext, _actor: Actor, id: number) => readRule(ctx.db, id, ctx.now());

const ruleTaken = () => valueTaken('description', taxRuleAlreadyExists);
const rateTaken = () => valueTaken('validFrom', taxRateAlreadyExists);

/** Unique violations of a concurrent write, as the same 409 as the checks before it. */
const rethrowClash = (error: unknown): never => {
  const constraint = uniqueViolation(error);
  if (constraint === 'tax_rules_description_unique') throw ruleTaken();
  if (constraint === 'tax_rule_rates_unique_from') throw rateTaken();
  throw error;
};

export const createTaxRule = (ctx: AppContext, _actor: Actor, input: TaxRuleCreate) =>
  inTransaction(ctx.db, async (tx) => {
    if (await findRuleNamed(tx, input.description)) throw ruleTaken();
    const [created] = await tx
      .insert(taxRules)
      .values({ description: input.description })
      .returning({ id: taxRules.id });
    return readRule(tx, created!.id, ctx.now());
  }).catch(rethrowClash);

export const renameTaxRule = (ctx: AppContext, _actor: Actor, id: number, input: TaxRuleUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    await readRule(tx, id, ctx.now());
    if (await findRuleNamed(tx, input.description, id)) throw ruleTaken();
    await tx.update(taxRules).set({ description: input.description }).where(eq(taxRules.id, id));
    return readRule(tx, id, ctx.now());
  }).catch(rethrowClash);

// ---- rates ----

export const taxRuleRateCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxRuleRates.id },
    'taxRule.id': { kind: 'int', column: taxRuleRates.taxRuleId },
    'country.id': { kind: 'int', column: taxRuleRates.countryId },
    'country.codeIso31662': { kind: 'exact', column: countries.codeIso31662 },
    validFrom: { kind: 'date', column: taxRuleRates.validFrom },
  },
  order: {
    id: taxRuleRates.id,
    validFrom: taxRuleRates.validFrom,
    rate: taxRuleRates.rate,
    'country.name': countries.name,
  },
  defaultOrder: [['id', 'asc']],
};

/** The rates of these rows' rules and countries, to tell which one is in force. */
const siblingsOf = async (db: DbOrTx, rows: RateRow[]) =>
  ratesOfRules(db, [...new Set(rows.map((r) => r.taxRuleId))]);

export const findTaxRuleRates = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(taxRuleRateCollection, query);
  const { rows, total } = await runPage(
    selectRates(ctx.db).where(parsed.where).$dynamic(),
    countRates(ctx.db, parsed.where),
    parsed,
  );
  const members = await ratesRead(ctx.db, rows, await siblingsOf(ctx.db, rows), ctx.now());
  return { parsed, members, total };
};

const readRate = async (db: DbOrTx, id: number, now: Date): Promise<TaxRuleRateRead> => {
  const rows = await selectRates(db).where(eq(taxRuleRates.id, id));
  if (rows.length === 0) throw notFound('Tax rate');
  return (await ratesRead(db, rows, await siblingsOf(db, rows), now))[0]!;
};

export const getTaxRuleRate = (ctx: AppContext, _actor: Actor, id: number) => readRate(ctx.db, id, ctx.now());

/** A rate's first day is today or later in its country. */
const assertNotPast = (validFrom: string, today: string) => {
  if (validFrom < today) {
    throw unprocessable([violationOf('validFrom', `${taxRateStartsInPast} (today: ${today})`)]);
  }
};

export const createTaxRuleRate = (ctx: AppContext, _actor: Actor, input: TaxRuleRateCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const taxRuleId = idFromIri(input.taxRule);
    const countryId = idFromIri(input.country);
    const violations: Violation[] = [];
    if (!(await rowExists(tx, taxRules, taxRules.id, taxRuleId))) {
      violations.push(violationOf('taxRule', 'This tax rule does not exist.'));
    }
    if (!(await rowExists(tx, countries, countries.id, countryId))) {
      violations.push(violationOf('country', 'This country does not exist.'));
    }
    if (violations.length > 0) throw unprocessable(violations);
    const today = (await countryTodays(tx, [countryId], ctx.now()))(countryId);
    assertNotPast(input.validFrom, today);
    const key = { taxRuleId, countryId, validFrom: input.validFrom };
    if (await findRateFrom(tx, key)) throw rateTaken();
    const [created] = await tx
      .insert(taxRuleRates)
      .values({ ...key, rate: formatCents(toCents(input.rate)) })
      .returning({ id: taxRuleRates.id });
    return readRate(tx, created!.id, ctx.now());
  }).catch(rethrowClash);

/** The rate, refused with a 409 once in force: rentals priced with it keep their amounts. */
const futureRate = async (db: DbOrTx, id: number, now: Date) => {
  const [existing] = await db.select().from(taxRuleRates).where(eq(taxRuleRates.id, id));
  if (!existing) throw notFound('Tax rate');
  const today = (await countryTodays(db, [existing.countryId], now))(existing.countryId);
  if (existing.validFrom <= today) throw conflict(taxRateInForce);
  return { existing, today };
};

export const updateTaxRuleRate = (ctx: AppContext, _actor: Actor, id: number, input: TaxRuleRateUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    const { existing, today } = await futureRate(tx, id, ctx.now());
    const changed: { rate?: string; validFrom?: string } = {};
    if (input.rate !== undefined) changed.rate = formatCents(toCents(input.rate));
    if (input.validFrom !== undefined && input.validFrom !== existing.validFrom) {
      assertNotPast(input.validFrom, today);
      const key = {
        taxRuleId: existing.taxRuleId,
        countryId: existing.countryId,
        validFrom: input.validFrom,
      };
      if (await findRateFrom(tx, key, id)) throw rateTaken();
      changed.validFrom = input.validFrom;
    }
    if (Object.keys(changed).length > 0) {
      await tx.update(taxRuleRates).set(changed).where(eq(taxRuleRates.id, id));
    }
    return readRate(tx, id, ctx.now());
  }).catch(rethrowClash);

export const deleteTaxRuleRate = (ctx: AppContext, _actor: Actor, id: number) =>
  inTransaction(ctx.db, async (tx) => {
    await futureRate(tx, id, ctx.now());
    await tx.delete(taxRuleRates).where(eq(taxRuleRates.id, id));
  });
