import { idString } from '@velodesk/contract/hydra';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depositRules } from '../../db/schema/deposits.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/**
 * GET /deposit_rules?siteId=: a site's rules, as a hydra collection the settings grid pages, sorts
 * (id, amount) and filters (id, range.id, declination.id); `siteId` is required (the site's scope).
 */
export const depositRuleCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: depositRules.id },
    'range.id': { kind: 'int', column: depositRules.rangeId },
    'declination.id': { kind: 'int', column: depositRules.declinationId },
  },
  order: { id: depositRules.id, amount: depositRules.amount },
  defaultOrder: [['id', 'asc']],
  extra: { siteId: idString('siteId') },
};

/** A page of a site's rules: its rows and count. */
export const depositRulePageOf = (db: DbOrTx, siteId: number) => (where: SQL | undefined) => {
  const scoped = and(eq(depositRules.siteId, siteId), where);
  return {
    rows: db.select().from(depositRules).where(scoped).$dynamic(),
    total: db.select({ count: count() }).from(depositRules).where(scoped),
  };
};

/** The rules' last sort key, so that a page's order is total. */
export const depositRuleOrderTail = () => [sql`${depositRules.id}`];
