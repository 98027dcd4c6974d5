import {
  PricingErrorCode,
  type TaxRuleCreate,
  type TaxRuleRead,
  type TaxRuleUpdate,
  taxRuleAlreadyExists,
} from '@velodesk/contract/api/pricing';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxRules } from '../../db/schema/pricing.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, valueTaken } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './pricing.access.ts';
import { toRuleRead } from './pricing.presenter.ts';
import { ratesRead } from './tax-rate-status.ts';
import {
  countRules,
  findRuleNamed,
  ratesOfRules,
  rulesWithRateIn,
  selectRules,
} from './tax-rules.repository.ts';

/**
 * Tax rules (docs/decisions/tax-rates.md): a description, and its rates per country, each valid
 * from a date (tax-rates.service.ts). Read by every signed-in user, written with application
 * settings.
 */

export const taxRuleCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxRules.id },
    description: { kind: 'partial', column: taxRules.description },
    'rates.country.id': { kind: 'ids', where: rulesWithRateIn },
  },
  order: { id: taxRules.id, description: taxRules.description },
  defaultOrder: [['id', 'asc']],
};

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
  return findPage(
    taxRuleCollection,
    query,
    (where) => ({ rows: selectRules(db).where(where).$dynamic(), total: countRules(db, where) }),
    (rows) => rulesRead(db, rows, ctx.now()),
  );
};

const readRule = async (db: DbOrTx, id: number, now: Date): Promise<TaxRuleRead> => {
  const rows = await selectRules(db).where(eq(taxRules.id, id));
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
    const [created] = await tx
      .insert(taxRules)
      .values({ description: input.description })
      .returning({ id: taxRules.id });
    return readRule(tx, created!.id, ctx.now());
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
    await tx.update(taxRules).set({ description: input.description }).where(eq(taxRules.id, id));
    return readRule(tx, id, ctx.now());
  }).catch(rethrowClash);
};
