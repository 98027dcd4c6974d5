import { PlatformErrorCode } from '@velodesk/contract/errors';
import { canExport } from '@velodesk/contract/permissions';
import { permissionDenied } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/** The technical event journal: finance and administrators, like the ledger. */
export const accessJournal = (actor: Actor): void => {
  if (!canExport(actor)) throw forbidden(permissionDenied).withCode(PlatformErrorCode.permissionDenied);
};
