import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The mail module's access call: the outbox is read with user settings (settings_users); which
 * messages a reader sees follows the rank rule of the users administration (mail.service.ts).
 */
export const accessOutbox = (actor: Actor): void => requireAccess(actor, ['settings_users'], 'any');
