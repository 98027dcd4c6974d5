import { PlatformErrorCode } from '@velodesk/contract/errors';
import {
  type FeatureIdentifier,
  hasFeature,
  type Requirement,
  satisfies,
} from '@velodesk/contract/permissions';
import { type Actor, assertCanSeeSite, requireCurrentSite } from './actor.ts';
import { forbidden } from './errors.ts';

/**
 * The pieces every `<module>.access.ts` builds its one access call from (docs/architecture.md,
 * "Services"): a service refuses on its own, whatever route or service calls it.
 */

export const permissionDenied = 'You do not have the permission this action needs.';

const denied = () => forbidden(permissionDenied).withCode(PlatformErrorCode.permissionDenied);

/** 403 unless the actor holds one of the features (the route table's requirement). */
export const requireFeature = (actor: Actor, anyOf: readonly FeatureIdentifier[]): void => {
  if (!anyOf.some((feature) => hasFeature(actor, feature))) throw denied();
};

/** 403 unless the actor satisfies the requirement ('login': any signed-in user). */
export const requireRequirement = (actor: Actor, requirement: Requirement): void => {
  if (!satisfies(actor, requirement)) throw denied();
};

/** 403 unless the record's site is one the actor is linked to (or they see all sites). */
export const requireSite = (actor: Actor, siteId: number): void => assertCanSeeSite(actor, siteId);

/** The actor's current site, checked: 403 when none is chosen or it is not theirs. */
export const requireOwnCurrentSite = (actor: Actor): number => {
  const siteId = requireCurrentSite(actor);
  assertCanSeeSite(actor, siteId);
  return siteId;
};
