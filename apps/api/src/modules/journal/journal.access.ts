import { canExport } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/** The technical event journal: finance and administrators, like the ledger. */
export const accessJournal = (actor: Actor): void => requireAccess(actor, canExport, 'any');
