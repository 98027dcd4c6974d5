import { need, type Requirement } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { companyRowExists } from './companies.repository.ts';
import { siteRowExists } from './sites.repository.ts';

/**
 * The sites module's access calls, one at the start of each service function
 * (docs/architecture.md "Services"): sites, billing companies and their accounting periods are
 * read with a login (sites: those the user is linked to, unless they see all sites) and written
 * with application settings (back-office spec "Access").
 */

export const settingsApplication = need('settings_application');

/** An action that touches no one record: the requirement only. */
export const accessSites = (actor: Actor, requirement: Requirement): void =>
  requireAccess(actor, requirement, 'any');

/** An action on one site: 403 without the requirement, 404 when it does not exist, 403 when not linked. */
export const accessSite = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  requirement: Requirement,
): Promise<void> => {
  requireAccess(actor, requirement, 'any');
  if (!(await siteRowExists(dbOf(ctx), id))) throw notFound('Site');
  requireAccess(actor, requirement, { siteId: id });
};

/** An action on one billing company: 403 without the requirement, 404 when it does not exist. */
export const accessCompany = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  requirement: Requirement,
): Promise<void> => {
  requireAccess(actor, requirement, 'any');
  if (!(await companyRowExists(dbOf(ctx), id))) throw notFound('Company');
};
