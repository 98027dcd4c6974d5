import { routeRequirements } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { siteExists } from '../sites/sites.api.ts';

/**
 * The one access call each versions service function begins with. The changelogs, the deployed
 * versions and their editor certificates need only a login (back-office.md: "the changelog needs
 * only login"); a user certificate is for a site the user is linked to (404 for a site that does
 * not exist, then 403 SITE_NOT_LINKED).
 */
export const accessVersions = (actor: Actor): void =>
  requireAccess(actor, routeRequirements.changelog, 'any');

/** A user certificate: the site exists, and the actor sees it. */
export const accessSiteCertificate = async (ctx: AppContext, actor: Actor, siteId: number): Promise<void> => {
  requireAccess(actor, routeRequirements.about, 'any');
  if (!(await siteExists(dbOf(ctx), siteId))) throw notFound('Site');
  requireAccess(actor, routeRequirements.about, { siteId });
};
