import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { huttosoftInstances } from '../../db/schema/reference.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of stay-system instances (GET /huttosoft_instances): filters, order, a page's rows and count. */
export const instanceCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: huttosoftInstances.id },
    name: { kind: 'partial', column: huttosoftInstances.name },
  },
  order: { id: huttosoftInstances.id, name: huttosoftInstances.name },
  defaultOrder: [['name', 'asc']],
};

/** A page of stay-system instances: its rows and count. */
export const instancePageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(huttosoftInstances).where(where).$dynamic(),
  total: db.select({ count: count() }).from(huttosoftInstances).where(where),
});
