import {
  DepositDescription,
  DepositErrorCode,
  type DepositRuleRead,
  type DepositRuleWrite,
} from '@velodesk/contract/api/deposits';
import { idFromIri } from '@velodesk/contract/hydra';
import { formatCents, fromCents, toCents } from '@velodesk/contract/pricing';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { ref } from '../../platform/hydra.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { readDeclinations, readProducts, readRangeNames } from '../catalogue/catalogue.api.ts';
import { readSite, readSiteNames } from '../sites/sites.api.ts';
import { depositRuleCollection, depositRuleOrderTail, depositRulePageOf } from './deposit-rules.read.ts';
import { accessRules } from './deposits.access.ts';
import {
  type DepositRuleRow,
  deleteDepositRuleRow,
  findRule,
  insertDepositRule,
  rulesOfSite,
  setDepositRuleAmount,
} from './deposits.repository.ts';

/**
 * The managers' default deposits (issue 24, docs/decisions/deposits.md): per site, an amount for a
 * range (every bike of "électrique": 300 €) or, more precise, for a declination. A line's deposit is
 * its declination's rule, else its range's, else none (a helmet); a contract's is the sum of its lines'.
 */

const ruleError = (status: 400 | 409, code: string, description: string) =>
  new DomainError(status, status === 400 ? 'Bad Request' : 'Conflict', description).withCode(code);

/** The deposit a site's rules require for these products, in cents. */
export const requiredDepositCents = async (
  db: DbOrTx,
  siteId: number,
  productIds: number[],
): Promise<number> => {
  const rules = await rulesOfSite(db, siteId);
  if (rules.length === 0) return 0;
  const byDeclination = new Map<number, number>();
  const byRange = new Map<number, number>();
  for (const rule of rules) {
    if (rule.declinationId !== null) byDeclination.set(rule.declinationId, toCents(rule.amount));
    else if (rule.rangeId !== null) byRange.set(rule.rangeId, toCents(rule.amount));
  }
  const products = await readProducts(db, productIds);
  return products.reduce(
    (sum, product) => sum + (byDeclination.get(product.declinationId) ?? byRange.get(product.rangeId) ?? 0),
    0,
  );
};

const toRuleReads = async (db: DbOrTx, rows: DepositRuleRow[]): Promise<DepositRuleRead[]> => {
  const [sites, rangeNames, declinations] = await Promise.all([
    readSiteNames(
      db,
      rows.map((row) => row.siteId),
    ),
    readRangeNames(
      db,
      rows.flatMap((row) => (row.rangeId === null ? [] : [row.rangeId])),
    ),
    readDeclinations(
      db,
      rows.flatMap((row) => (row.declinationId === null ? [] : [row.declinationId])),
    ),
  ]);
  return rows.map((row) => {
    const declination = row.declinationId === null ? undefined : declinations.get(row.declinationId);
    return {
      '@id': ref('deposit_rules', row.id),
      '@type': 'DepositRule' as const,
      id: row.id,
      site: { '@id': ref('sites', row.siteId), id: row.siteId, name: sites.get(row.siteId) ?? '' },
      range:
        row.rangeId === null
          ? null
          : { '@id': ref('ranges', row.rangeId), id: row.rangeId, name: rangeNames.get(row.rangeId) ?? '' },
      declination:
        row.declinationId === null
          ? null
          : {
              '@id': ref('declinations', row.declinationId),
              id: row.declinationId,
              model: declination?.model ?? '',
              size: declination?.size ?? '',
              rangeName: declination?.rangeName ?? '',
            },
      amount: fromCents(toCents(row.amount)),
    };
  });
};

export { depositRuleCollection } from './deposit-rules.read.ts';

export const findDepositRules = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const siteId = Number(query.siteId);
  accessRules(actor, siteId);
  const db = dbOf(ctx);
  return findPage(
    depositRuleCollection,
    query,
    depositRulePageOf(db, siteId),
    (rows) => toRuleReads(db, rows),
    { orderTail: depositRuleOrderTail() },
  );
};

const readRule = async (ctx: AppContext, actor: Actor, id: number): Promise<DepositRuleRow> => {
  const rule = await findRule(dbOf(ctx), id);
  if (!rule) throw notFound('Deposit rule');
  accessRules(actor, rule.siteId);
  return rule;
};

/** POST /deposit_rules: a site's rule for a range or a declination (one each per site). */
export const createDepositRule = async (
  ctx: AppContext,
  actor: Actor,
  input: DepositRuleWrite,
): Promise<DepositRuleRead> => {
  const siteId = idFromIri(input.site);
  accessRules(actor, siteId);
  const rangeId = input.range ? idFromIri(input.range) : null;
  const declinationId = input.declination ? idFromIri(input.declination) : null;
  return transaction(ctx, async (tx) => {
    if (!(await readSite(tx, siteId))) throw notFound('Site');
    if (rangeId !== null && (await readRangeNames(tx, [rangeId])).size === 0) throw notFound('Range');
    if (declinationId !== null && (await readDeclinations(tx, [declinationId])).size === 0)
      throw notFound('Declination');
    const existing = (await rulesOfSite(tx, siteId)).find(
      (rule) =>
        (rangeId !== null && rule.rangeId === rangeId) ||
        (declinationId !== null && rule.declinationId === declinationId),
    );
    if (existing) throw ruleError(409, DepositErrorCode.ruleExists, DepositDescription.ruleExists);
    const row = await insertDepositRule(tx, {
      siteId,
      rangeId,
      declinationId,
      amount: formatCents(toCents(input.amount)),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    return (await toRuleReads(tx, [row]))[0]!;
  });
};

/** PATCH /deposit_rules/{id}: its amount. */
export const updateDepositRule = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  amount: number,
): Promise<DepositRuleRead> => {
  await readRule(ctx, actor, id);
  return transaction(ctx, async (tx) => {
    const row = await setDepositRuleAmount(tx, id, formatCents(toCents(amount)), ctx.now());
    if (!row) throw notFound('Deposit rule');
    return (await toRuleReads(tx, [row]))[0]!;
  });
};

/** DELETE /deposit_rules/{id}: contracts already started keep their amount. */
export const deleteDepositRule = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  await readRule(ctx, actor, id);
  await transaction(ctx, (tx) => deleteDepositRuleRow(tx, id));
};
