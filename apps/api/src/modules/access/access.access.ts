import type { Requirement } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The access module's access calls, one at the start of each service function
 * (docs/architecture.md "Services"). Rules about whom a user may manage (rank, sites) follow in
 * the service, on the records it reads.
 */

/** Any signed-in user (their own session, settings, profile). */
export const accessSignedIn = (actor: Actor): void => requireAccess(actor, 'login', 'any');

/** The requirement of the action (e.g. need('settings_users')). */
export const accessAccess = (actor: Actor, requirement: Requirement): void =>
  requireAccess(actor, requirement, 'any');

/** User management (settings_users). */
export const accessUsers = (actor: Actor): void => requireAccess(actor, ['settings_users'], 'any');

/** Profiles and features (settings_access). */
export const accessRights = (actor: Actor): void => requireAccess(actor, ['settings_access'], 'any');
