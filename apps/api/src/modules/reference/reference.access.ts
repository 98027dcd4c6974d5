import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

export { ReferenceErrorCode } from '@velodesk/contract/api/reference';

/**
 * The reference module's access call: its lists (countries, civilities, currencies), counts and
 * uniqueness checks are read by any signed-in user (what a count or a check needs beyond that is
 * checked by the service); languages are public (the sign-in page) and take no actor.
 */
export const accessReference = (actor: Actor): void => requireAccess(actor, 'login', 'any');
