import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settingsDiscounts } from '../../db/schema/pricing.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { fidelityLevelOf } from '../customers/customers.api.ts';
import { countDiscounts, selectDiscounts } from './pricing.repository.ts';

/** The list of loyalty discounts (GET /settings_discounts): filters, order, and a page's rows and count. */
export const discountCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: settingsDiscounts.id },
    startDate: { kind: 'date', column: settingsDiscounts.startDate },
    endDate: { kind: 'date', column: settingsDiscounts.endDate },
    'fidelity.level': { kind: 'int', column: fidelityLevelOf(settingsDiscounts.fidelityId) },
    'fidelity.id': { kind: 'int', column: settingsDiscounts.fidelityId },
  },
  order: {
    id: settingsDiscounts.id,
    percentage: settingsDiscounts.percentage,
    startDate: settingsDiscounts.startDate,
    endDate: settingsDiscounts.endDate,
    'fidelity.level': fidelityLevelOf(settingsDiscounts.fidelityId),
  },
  defaultOrder: [['id', 'desc']],
};

export const discountPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectDiscounts(db).where(where).$dynamic(),
  total: countDiscounts(db, where),
});

/** A discount by id (none when it does not exist). */
export const discountRowsById = (db: DbOrTx, id: number) =>
  selectDiscounts(db).where(eq(settingsDiscounts.id, id));

/** A discount's own row, by id. */
export const findDiscountRow = async (db: DbOrTx, id: number) => {
  const [existing] = await db.select().from(settingsDiscounts).where(eq(settingsDiscounts.id, id));
  return existing;
};
