import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ranges } from '../../db/schema/catalogue.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of ranges (GET /ranges): filters, order, and a page's rows and count. */
export const rangeCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: ranges.id }, name: { kind: 'partial', column: ranges.name } },
  order: { id: ranges.id, name: ranges.name },
  defaultOrder: [['name', 'asc']],
};

export const rangePageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(ranges).where(where).$dynamic(),
  total: db.select({ count: count() }).from(ranges).where(where),
});
