import type { Requirement } from '@velodesk/contract/permissions';
import { requireFeature, requireRequirement } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The access module's access calls, one at the start of each service function
 * (docs/architecture.md "Services"). Rules about whom a user may manage (rank, sites) follow in
 * the service, on the records it reads.
 */

/** Any signed-in user (their own session, settings, profile). */
export const accessSignedIn = (actor: Actor): void => requireRequirement(actor, 'login');

/** The requirement of the action (e.g. need('settings_users')). */
export const accessAccess = (actor: Actor, requirement: Requirement): void =>
  requireRequirement(actor, requirement);

/** User management (settings_users). */
export const accessUsers = (actor: Actor): void => requireFeature(actor, ['settings_users']);

/** Profiles and features (settings_access). */
export const accessRights = (actor: Actor): void => requireFeature(actor, ['settings_access']);
