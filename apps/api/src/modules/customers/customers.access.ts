import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The customers module's access call, at the start of each service function
 * (docs/architecture.md "Services"): customers are not site-scoped and the customers screens need
 * no feature (back-office spec "Access"), so any signed-in user may read and write them; rules on
 * one record (a comment deleted by its author only) follow in the service. The comments a user
 * sees of them: comments.read.ts commentScopeOf.
 */
export const accessCustomers = (actor: Actor): void => requireAccess(actor, 'login', 'any');
