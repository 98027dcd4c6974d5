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
import type { DbOrTx } from '../../db/client.ts';
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
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './pricing.access.ts';
import { countryTodays, ratesRead } from './tax-rate-status.ts';
import {
  findRateRow,
  missingRateReferences,
  rateRowsById,
  taxRuleRateCollection,
  taxRuleRatePageOf,
} from './tax-rule-rates.read.ts';
import {
  deleteRateRow,
  findRateFrom,
  insertRate,
  type RateRow,
  ratesOfRules,
  updateRateRow,
} from './tax-rules.repository.ts';

/**
 * The rates of tax rules per country, each valid from a date (docs/decisions/tax-rates.md). A rate
 * in force (or replaced) never changes; only a rate from a date still to come may be corrected or
 * removed. Read by every signed-in user, written with application settings.
 */

export { taxRuleRateCollection } from './tax-rule-rates.read.ts';

/** The rates of these rows' rules and countries, to tell which one is in force. */
const siblingsOf = async (db: DbOrTx, rows: RateRow[]) =>
  ratesOfRules(db, [...new Set(rows.map((r) => r.taxRuleId))]);

/** GET /tax_rule_rates. */
export const findTaxRuleRates = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const db = dbOf(ctx);
  return findPage(taxRuleRateCollection, query, taxRuleRatePageOf(db), async (rows) =>
    ratesRead(db, rows, await siblingsOf(db, rows), ctx.now()),
  );
};

const readRate = async (db: DbOrTx, id: number, now: Date): Promise<TaxRuleRateRead> => {
  const rows = await rateRowsById(db, id);
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
    const violations = await missingRateReferences(tx, taxRuleId, countryId);
    if (violations.length > 0) throw unprocessable(violations).withCode(PricingErrorCode.referenceNotFound);
    const today = (await countryTodays(tx, [countryId], ctx.now()))(countryId);
    assertNotPast(input.validFrom, today);
    const key = { taxRuleId, countryId, validFrom: input.validFrom };
    if (await findRateFrom(tx, key)) throw rateTaken();
    const createdId = await insertRate(tx, { ...key, rate: formatCents(toCents(input.rate)) });
    return readRate(tx, createdId, ctx.now());
  }).catch(rethrowClash);
};

/** The rate, refused with a 409 once in force: rentals priced with it keep their amounts. */
const futureRate = async (db: DbOrTx, id: number, now: Date) => {
  const existing = await findRateRow(db, id);
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
      await updateRateRow(tx, id, changed);
    }
    return readRate(tx, id, ctx.now());
  }).catch(rethrowClash);
};

/** DELETE /tax_rule_rates/{id}: removes a rate still to come. */
export const deleteTaxRuleRate = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  accessFeature(actor, settingsFeature);
  await transaction(ctx, async (tx) => {
    await futureRate(tx, id, ctx.now());
    await deleteRateRow(tx, id);
  });
};
