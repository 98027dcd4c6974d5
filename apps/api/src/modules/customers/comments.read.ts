import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments } from '../../db/schema/customers.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { customersPort } from './customers.ports.ts';
import { selectComments } from './customers.repository.ts';

/**
 * The comments the actor sees (lists, a customer's comments): on no rental, or on a rental of a
 * site they are linked to (docs/decisions/comment-site-scope.md).
 */
export const commentScopeOf = (actor: Actor): SQL | undefined => {
  const visible = visibleSiteIds(actor);
  return visible === null
    ? undefined
    : or(isNull(comments.rentalId), customersPort('isRentalOfSites')(comments.rentalId, visible));
};

/** The list of comments (GET /comments): filters and order. */
export const commentCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: comments.id },
    'customer.id': { kind: 'int', column: comments.customerId },
    'rental.id': { kind: 'int', column: comments.rentalId },
    'createdBy.id': { kind: 'int', column: comments.createdById },
  },
  order: { id: comments.id, createdAt: comments.createdAt },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
  itemsPerPage: 30,
};

/** A page of the comments the actor sees: its rows and count. */
export const commentPageOf = (db: DbOrTx, actor: Actor) => (where: SQL | undefined) => ({
  rows: selectComments(db)
    .where(and(where, commentScopeOf(actor)))
    .$dynamic(),
  total: db
    .select({ count: count() })
    .from(comments)
    .where(and(where, commentScopeOf(actor))),
});

/** A comment with its author, by id (none when it does not exist). */
export const commentRowsById = (db: DbOrTx, id: number) => selectComments(db).where(eq(comments.id, id));

/** A comment's own row, by id. */
export const findCommentRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
};

/** The comments about a customer: written on it, or on one of its rentals. */
export const aboutCustomerOrRentals = (customerId: number, rentalIds: number[]) =>
  rentalIds.length === 0
    ? eq(comments.customerId, customerId)
    : or(eq(comments.customerId, customerId), inArray(comments.rentalId, rentalIds));

/** The comments about a customer (on it or its rentals), every column, oldest first (the data export). */
export const commentRowsAboutCustomer = (db: DbOrTx, customerId: number, rentalIds: number[]) =>
  db.select().from(comments).where(aboutCustomerOrRentals(customerId, rentalIds)).orderBy(asc(comments.id));
