import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import type { Actor } from '../platform/actor.ts';
import { DomainError } from '../platform/errors.ts';

/**
 * Calling services directly, past every route, to prove a service refuses on its own (with
 * serviceContext of service-actor.ts): an actor holding exactly some features and sites, and the
 * outcome of a call.
 */

/** An actor of no standard profile, holding exactly these features, linked to these sites (the first current). */
export const actorWith = (features: FeatureIdentifier[], siteIds: number[] = [], userId = 0): Actor => ({
  userId,
  username: 'service-test',
  profileId: 0,
  profileName: 'TEST',
  sessionId: 'test',
  features,
  linkedSiteIds: siteIds,
  currentSiteId: siteIds[0] ?? null,
  languageId: null,
});

/** How a call ends: 'ok', or the refusal's status and code. */
export const outcome = async (
  call: () => Promise<unknown>,
): Promise<'ok' | { status: number; code?: string }> => {
  try {
    await call();
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code === undefined ? { status: error.status } : { status: error.status, code: error.code };
  }
};
