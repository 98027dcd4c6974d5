import { isNull, or, type SQL } from 'drizzle-orm';
import { comments } from '../../db/schema/customers.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import { customersPort } from './customers.ports.ts';

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
