import { RentalState, RentalType } from '@velodesk/contract/ids';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rentalProducts, rentalStates, rentals, rentalTypes } from '../../db/schema/rentals.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import { findTablePage } from '../../platform/collection.ts';
import { type CollectionSpec, idOnlyCollection } from '../../platform/filters.ts';
import { rentalPort } from './rentals.ports.ts';
import { countLinesWhere, countRentalsWhere, selectLines, selectRentals } from './rentals.repository.ts';

/** The lists of the rentals module (GET /rentals, /rental_products, /rental_types, /rental_states). */

/** The rentals of the sites the actor sees (undefined: every site). */
export const visibleRentals = (actor: Actor) => {
  const ids = visibleSiteIds(actor);
  if (ids === null) return undefined;
  return ids.length === 0 ? sql`false` : inArray(rentals.siteId, ids);
};

/** The list of rentals (GET /rentals): its filters and orders, always paginated. */
export const rentalCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: rentals.id },
    'rentalType.id': { kind: 'int', column: rentals.rentalTypeId },
    'state.id': { kind: 'int', column: rentals.stateId },
    startDate: { kind: 'date', column: rentals.startDate },
    endDate: { kind: 'date', column: rentals.endDate },
    'customer.id': { kind: 'int', column: rentals.customerId },
    site: { kind: 'int', column: rentals.siteId },
    'site.id': { kind: 'int', column: rentals.siteId },
    stayId: { kind: 'exact', column: rentals.stayId },
    /** "To collect at the end of the stay" (issue 24). */
    fds: { kind: 'boolean', column: rentals.fds },
    // rental-actions.ts `isUnpaidContract`, in SQL: a contract new, in progress or closed, without
    // a stay, paid less than its total.
    // The paid amount is the payments module's (a port): the SQL is built when the filter is used.
    unpaid: {
      kind: 'boolean',
      get column() {
        return sql`(${rentals.rentalTypeId} = ${RentalType.contract} and ${rentals.stateId} in (${RentalState.new}, ${RentalState.inProgress}, ${RentalState.validated}) and coalesce(${rentals.stayId}, '') = '' and ${rentalPort('paidAmountSql')(rentals.id)} < ${rentals.allTaxesIncludedAmount})`;
      },
    },
  },
  order: {
    id: rentals.id,
    startDate: rentals.startsAt,
    endDate: rentals.endsAt,
    'state.id': rentals.stateId,
    'rentalType.id': rentals.rentalTypeId,
  },
  defaultOrder: [['id', 'desc']],
  alwaysPaginated: true,
};

/**
 * The scope of GET /rentals (docs/domain.md "Sites and access": lists are the user's CURRENT site): the current site by
 * default; with `customer.id` (the customer's rentals tabs) every site the user sees; `site` /
 * `site.id` narrow to that site, within the sites the user sees.
 */
export const listScope = (actor: Actor, query: Record<string, unknown>) => {
  const visible = visibleRentals(actor);
  const chosen = ['customer.id', 'site', 'site.id'].some((name) => query[name] !== undefined);
  if (chosen || actor.currentSiteId === null) return visible;
  return and(visible, eq(rentals.siteId, actor.currentSiteId));
};

/** A page of rentals within `scope`: its rows and count. */
export const rentalPageOf = (db: DbOrTx, scope: SQL | undefined) => (filters: SQL | undefined) => ({
  rows: selectRentals(db).where(and(filters, scope)).$dynamic(),
  total: countRentalsWhere(db, and(filters, scope)),
});

/** The list of rental lines (GET /rental_products): its filters and order, always paginated. */
export const rentalProductCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: rentalProducts.id },
    'rental.id': { kind: 'int', column: rentalProducts.rentalId },
    'rental.rentalType.id': { kind: 'int', column: rentals.rentalTypeId },
    'product.id': { kind: 'int', column: rentalProducts.productId },
    validate: { kind: 'boolean', column: rentalProducts.validated },
  },
  order: { id: rentalProducts.id },
  defaultOrder: [['id', 'asc']],
  alwaysPaginated: true,
};

/** A page of rental lines within `scope`: its rows and count. */
export const rentalLinePageOf = (db: DbOrTx, scope: SQL | undefined) => (filters: SQL | undefined) => ({
  rows: selectLines(db).where(and(filters, scope)).$dynamic(),
  total: countLinesWhere(db, and(filters, scope)),
});

export const rentalTypeCollection = idOnlyCollection(rentalTypes.id);
export const rentalStateCollection = idOnlyCollection(rentalStates.id);

/** A page of the rental types, as GET /rental_types answers them. */
export const findRentalTypePage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, rentalTypes, rentalTypeCollection, query, {
    collection: 'rental_types',
    type: 'RentalType',
  });

/** A page of the rental states but Failed (5): its rows and count. */
export const rentalStatePageOf = (db: DbOrTx) => {
  const listed = sql`${rentalStates.id} <> ${RentalState.failed}`;
  return (filters: SQL | undefined) => ({
    rows: db.select().from(rentalStates).where(and(filters, listed)).$dynamic(),
    total: db.select({ count: count() }).from(rentalStates).where(and(filters, listed)),
  });
};
