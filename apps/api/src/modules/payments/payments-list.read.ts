import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { selectPayments } from './payments.repository.ts';

/** The list of payments (GET /payments): its filters and orders, always paginated. */
export const paymentCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: payments.id },
    rental: { kind: 'int', column: payments.rentalId },
    'rental.id': { kind: 'int', column: payments.rentalId },
    site: { kind: 'int', column: payments.siteId },
    'site.id': { kind: 'int', column: payments.siteId },
    cashDesk: { kind: 'int', column: payments.cashDeskId },
    'cashDesk.id': { kind: 'int', column: payments.cashDeskId },
    paymentMethod: { kind: 'int', column: payments.paymentMethodId },
    'paymentMethod.id': { kind: 'int', column: payments.paymentMethodId },
    activated: { kind: 'boolean', column: payments.activated },
    createdAt: { kind: 'date', column: payments.createdAt },
  },
  order: { id: payments.id, amount: payments.amount, createdAt: payments.createdAt },
  defaultOrder: [['id', 'desc']],
  alwaysPaginated: true,
};

/** The payments of the sites the actor sees. */
const scopeOf = (actor: Actor): SQL | undefined => {
  const visible = visibleSiteIds(actor);
  return visible === null ? undefined : inArray(payments.siteId, visible.length > 0 ? visible : [0]);
};

/** A page of the payments the actor sees: its rows and count. */
export const paymentPageOf = (db: DbOrTx, actor: Actor) => (where: SQL | undefined) => ({
  rows: selectPayments(db)
    .where(and(where, scopeOf(actor)))
    .$dynamic(),
  total: db
    .select({ count: count() })
    .from(payments)
    .where(and(where, scopeOf(actor))),
});
