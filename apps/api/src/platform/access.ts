import { PlatformErrorCode } from '@velodesk/contract/errors';
import {
  type FeatureIdentifier,
  type Grants,
  type Requirement,
  satisfies,
} from '@velodesk/contract/permissions';
import { type Actor, canSeeSite, visibleSiteIds } from './actor.ts';
import { forbidden } from './errors.ts';

/**
 * The one access check (docs/decisions/access-check.md): every `<module>.access.ts` calls
 * `requireAccess` once at the start of a service function, so a service refuses on its own,
 * whatever route or service calls it, and every module refuses alike.
 */

/**
 * What an action needs: a requirement of the route table ('login', need(...)), any one of these
 * features, or a rule on the actor's grants (a profile's: canExport, canReadReports...).
 */
export type Permission = Requirement | readonly FeatureIdentifier[] | ((grants: Grants) => boolean);

/**
 * Which sites' records the action reaches:
 * - 'any': no site's records (reference lists, the whole business's settings, a billing
 *   company's records: companies belong to no site);
 * - `{ siteId }`: a record of one site (403 SITE_NOT_LINKED when the actor is not linked to it);
 * - `{ siteIds }`: the sites a query names (each checked alike);
 * - 'current-site': the actor's current site (403 NO_CURRENT_SITE, SITE_NOT_LINKED): answers its id;
 * - 'visible-sites': the sites whose records the actor sees: answers their ids (null: every site).
 */
export type AccessScope =
  | 'any'
  | { siteId: number }
  | { siteIds: readonly number[] }
  | 'current-site'
  | 'visible-sites';

/** The one refusal of a missing permission: 403 PERMISSION_DENIED. */
const permissionDenied = () =>
  forbidden('You do not have the permission this action needs.').withCode(PlatformErrorCode.permissionDenied);

const siteNotLinked = () =>
  forbidden('You are not linked to this site.').withCode(PlatformErrorCode.siteNotLinked);

const holds = (actor: Actor, permission: Permission): boolean => {
  if (typeof permission === 'function') return permission(actor);
  if (Array.isArray(permission)) return satisfies(actor, { anyOf: permission });
  return satisfies(actor, permission as Requirement);
};

/**
 * 403 PERMISSION_DENIED unless the actor holds the permission, then 403 SITE_NOT_LINKED (or
 * NO_CURRENT_SITE) unless the scope is theirs. A record that does not exist is the caller's 404,
 * checked before the site scope (`{ siteId }` of the record read).
 */
export function requireAccess(actor: Actor, permission: Permission, scope: 'current-site'): number;
export function requireAccess(actor: Actor, permission: Permission, scope: 'visible-sites'): number[] | null;
export function requireAccess(
  actor: Actor,
  permission: Permission,
  scope: 'any' | { siteId: number } | { siteIds: readonly number[] },
): void;
export function requireAccess(
  actor: Actor,
  permission: Permission,
  scope: AccessScope,
): number | number[] | null | undefined {
  if (!holds(actor, permission)) throw permissionDenied();
  if (scope === 'any') return undefined;
  if (scope === 'visible-sites') return visibleSiteIds(actor);
  if (scope === 'current-site') {
    if (actor.currentSiteId === null)
      throw forbidden('Choose a site first.').withCode(PlatformErrorCode.noCurrentSite);
    if (!canSeeSite(actor, actor.currentSiteId)) throw siteNotLinked();
    return actor.currentSiteId;
  }
  const siteIds = 'siteId' in scope ? [scope.siteId] : scope.siteIds;
  if (!siteIds.every((siteId) => canSeeSite(actor, siteId))) throw siteNotLinked();
  return undefined;
}
