import { isNull, or, type SQL } from 'drizzle-orm';
import { comments } from '../../db/schema/customers.ts';
import { requireAccess } from '../../platform/access.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import { customersPort } from './customers.ports.ts';

/**
 * The customers module's access call, at the start of each service function
 * (docs/architecture.md "Services"): customers are not site-scoped and the customers screens need
 * no feature (back-office spec "Access"), so any signed-in user may read and write them; rules on
 * one record (a comment deleted by its author only) follow in the service.
 */
export const accessCustomers = (actor: Actor): void => requireAccess(actor, 'login', 'any');

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
