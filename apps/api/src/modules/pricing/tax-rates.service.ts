import {
  PricingErrorCode,
  type TaxRuleRateCreate,
  type TaxRuleRateRead,
  type TaxRuleRateUpdate,
  taxRateAlreadyExists,
  taxRateInForce,
  taxRateStartsInPast,
} from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxRuleRates, taxRules } from '../../db/schema/pricing.ts';
import { countries } from '../../db/schema/reference.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  conflict,
  notFound,
  uniqueViolation,
  unprocessable,
  valueTaken,
  violationOf,
} from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './pricing.access.ts';
import { countryTodays, ratesRead } from './tax-rate-status.ts';
import { countRates, findRateFrom, type RateRow, ratesOfRules, selectRates } from './tax-rules.repository.ts';

/**
 * The rates of tax rules per country, each valid from a date (docs/decisions/tax-rates.md). A rate
 * in force (or replaced) never changes; only a rate from a date still to come may be corrected or
 * removed. Read by every signed-in user, written with application settings.
 */

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

/** GET /tax_rule_rates. */
export const findTaxRuleRates = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const db = dbOf(ctx);
  return findPage(
    taxRuleRateCollection,
    query,
    (where) => ({ rows: selectRates(db).where(where).$dynamic(), total: countRates(db, where) }),
    async (rows) => ratesRead(db, rows, await siblingsOf(db, rows), ctx.now()),
  );
};

const readRate = async (db: DbOrTx, id: number, now: Date): Promise<TaxRuleRateRead> => {
  const rows = await selectRates(db).where(eq(taxRuleRates.id, id));
  if (rows.length === 0) throw notFound('Tax rate').withCode(PricingErrorCode.taxRuleRateNotFound);
  return (await ratesRead(db, rows, await siblingsOf(db, rows), now))[0]!;
};

/** GET /tax_rule_rates/{id}. */
export const getTaxRuleRate = (ctx: AppContext, actor: Actor, id: number): Promise<TaxRuleRateRead> => {
  accessSignedIn(actor);
  return readRate(dbOf(ctx), id, ctx.now());
};

const rateTaken = () =>
  valueTaken('validFrom', taxRateAlreadyExists, PricingErrorCode.taxRateExists).withCode(
    PricingErrorCode.taxRateExists,
  );

/** A unique violation of a concurrent write, as the same 409 as the check before it. */
const rethrowClash = (error: unknown): never => {
  if (uniqueViolation(error) === 'tax_rule_rates_unique_from') throw rateTaken();
  throw error;
};

/** A rate's first day is today or later in its country. */
const assertNotPast = (validFrom: string, today: string) => {
  if (validFrom < today) {
    throw unprocessable([
      violationOf('validFrom', `${taxRateStartsInPast} (today: ${today})`, PricingErrorCode.taxRateInPast),
    ]).withCode(PricingErrorCode.taxRateInPast);
  }
};

/** POST /tax_rule_rates: a rate of a rule for a country from today or later. */
export const createTaxRuleRate = async (
  ctx: AppContext,
  actor: Actor,
  input: TaxRuleRateCreate,
): Promise<TaxRuleRateRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const taxRuleId = idFromIri(input.taxRule);
    const countryId = idFromIri(input.country);
    const violations = await missingReferences(tx, [
      { field: 'taxRule', table: taxRules, id: taxRuleId, what: 'tax rule' },
      { field: 'country', table: countries, id: countryId },
    ]);
    if (violations.length > 0) throw unprocessable(violations).withCode(PricingErrorCode.referenceNotFound);
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
};

/** The rate, refused with a 409 once in force: rentals priced with it keep their amounts. */
const futureRate = async (db: DbOrTx, id: number, now: Date) => {
  const [existing] = await db.select().from(taxRuleRates).where(eq(taxRuleRates.id, id));
  if (!existing) throw notFound('Tax rate').withCode(PricingErrorCode.taxRuleRateNotFound);
  const today = (await countryTodays(db, [existing.countryId], now))(existing.countryId);
  if (existing.validFrom <= today) throw conflict(taxRateInForce).withCode(PricingErrorCode.taxRateInForce);
  return { existing, today };
};

/** PATCH /tax_rule_rates/{id}: corrects a rate still to come. */
export const updateTaxRuleRate = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: TaxRuleRateUpdate,
): Promise<TaxRuleRateRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
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
};

/** DELETE /tax_rule_rates/{id}: removes a rate still to come. */
export const deleteTaxRuleRate = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  accessFeature(actor, settingsFeature);
  await transaction(ctx, async (tx) => {
    await futureRate(tx, id, ctx.now());
    await tx.delete(taxRuleRates).where(eq(taxRuleRates.id, id));
  });
};
