import {
  PricingErrorCode,
  type TaxRuleCreate,
  type TaxRuleRead,
  type TaxRuleUpdate,
  taxRuleAlreadyExists,
} from '@velodesk/contract/api/pricing';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, valueTaken } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './pricing.access.ts';
import { toRuleRead } from './pricing.presenter.ts';
import { ratesRead } from './tax-rate-status.ts';
import { taxRuleCollection, taxRulePageOf, taxRuleRowsById } from './tax-rules.read.ts';
import { findRuleNamed, insertTaxRule, ratesOfRules, renameTaxRuleRow } from './tax-rules.repository.ts';

/**
 * Tax rules (docs/decisions/tax-rates.md): a description, and its rates per country, each valid
 * from a date (tax-rates.service.ts). Read by every signed-in user, written with application
 * settings.
 */

export { taxRuleCollection } from './tax-rules.read.ts';

/** The rules with their rates (and each rate's status). */
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
  return rules.map((rule) => toRuleRead(rule, read));
};

/** GET /tax_rules. */
export const findTaxRules = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const db = dbOf(ctx);
  return findPage(taxRuleCollection, query, taxRulePageOf(db), (rows) => rulesRead(db, rows, ctx.now()));
};

const readRule = async (db: DbOrTx, id: number, now: Date): Promise<TaxRuleRead> => {
  const rows = await taxRuleRowsById(db, id);
  if (rows.length === 0) throw notFound('Tax rule').withCode(PricingErrorCode.taxRuleNotFound);
  return (await rulesRead(db, rows, now))[0]!;
};

/** GET /tax_rules/{id}. */
export const getTaxRule = (ctx: AppContext, actor: Actor, id: number): Promise<TaxRuleRead> => {
  accessSignedIn(actor);
  return readRule(dbOf(ctx), id, ctx.now());
};

const ruleTaken = () =>
  valueTaken('description', taxRuleAlreadyExists, PricingErrorCode.taxRuleExists).withCode(
    PricingErrorCode.taxRuleExists,
  );

/** A unique violation of a concurrent write, as the same 409 as the check before it. */
const rethrowClash = (error: unknown): never => {
  if (uniqueViolation(error) === 'tax_rules_description_unique') throw ruleTaken();
  throw error;
};

/** POST /tax_rules: a description unique whatever its case. */
export const createTaxRule = async (
  ctx: AppContext,
  actor: Actor,
  input: TaxRuleCreate,
): Promise<TaxRuleRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    if (await findRuleNamed(tx, input.description)) throw ruleTaken();
    return readRule(tx, await insertTaxRule(tx, input.description), ctx.now());
  }).catch(rethrowClash);
};

/** PATCH /tax_rules/{id}: renames the rule. */
export const renameTaxRule = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: TaxRuleUpdate,
): Promise<TaxRuleRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    await readRule(tx, id, ctx.now());
    if (await findRuleNamed(tx, input.description, id)) throw ruleTaken();
    await renameTaxRuleRow(tx, id, input.description);
    return readRule(tx, id, ctx.now());
  }).catch(rethrowClash);
};
