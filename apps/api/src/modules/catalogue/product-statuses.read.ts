import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productStatuses } from '../../db/schema/catalogue.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of product statuses (GET /product_statuses): filters, order, and a page's rows and count. */
export const statusCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: productStatuses.id },
    status: { kind: 'exact', column: productStatuses.status },
  },
  order: { id: productStatuses.id },
  defaultOrder: [['id', 'asc']],
};

export const statusPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(productStatuses).where(where).$dynamic(),
  total: db.select({ count: count() }).from(productStatuses).where(where),
});
