import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The stay module's access call: the customer search modal's stay-system calls need a signed-in
 * user (the customers screens need no feature); which guests they see follows from their sites.
 */
export const accessStay = (actor: Actor): void => requireAccess(actor, 'login', 'any');
