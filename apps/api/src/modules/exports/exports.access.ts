import { canExport, canReadReports } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The one access call each exports service function begins with: the accounting exports and the
 * fleet report are for the ADMINISTRATEUR and FINANCE profiles only (403 otherwise). Answers the
 * sites whose rows the actor may export (null: every site).
 */
export const accessExports = (actor: Actor): number[] | null =>
  requireAccess(actor, canExport, 'visible-sites');

/**
 * The access call of the reports (the fleet status): the ADMINISTRATEUR, FINANCE and RESPONSABLE
 * profiles (403 otherwise), each on the sites they see (null: every site).
 */
export const accessReports = (actor: Actor): number[] | null =>
  requireAccess(actor, canReadReports, 'visible-sites');
