import { AccessType, type FeatureIdentifier } from '@velodesk/contract/permissions';

/** How long re-read grants count as fresh: a route change within this delay does not re-read them. */
export const grantsStaleTimeMs = 5_000;

export const grantsQueryKey = (username: string, profileName: string) =>
  ['session', 'grants', username, profileName] as const;

/** Prefix of every grants query, to re-read them after a 403 or a change of feature accesses. */
export const grantsQueryPrefix = ['session', 'grants'] as const;

/**
 * The features the user's profile holds now (GET /api/feature_accesses?profile.name=…): the
 * identifiers whose access is "oui" and whose feature is activated. These calls never report a
 * 403 to the forbidden handler, which would re-read them again.
 */
export const fetchGrantedFeatures = async (
  profileName: string,
  signal?: AbortSignal,
): Promise<FeatureIdentifier[]> => {
  // The contract's schemas (zod) load with the first call, not with the sign-in page's bundle.
  const [{ isFixedFeatureIdentifier }, { accessRoutes }, { callRoute }] = await Promise.all([
    import('@velodesk/contract/api/access'),
    import('@velodesk/contract/routes/access'),
    import('../api/api-route.ts'),
  ]);
  const accesses = await callRoute(accessRoutes['GET /feature_accesses'], {
    query: { 'profile.name': profileName, pagination: 'false' },
    reportForbidden: false,
    signal,
  });
  const granted = accesses['hydra:member']
    .filter((access) => access.accessType === AccessType.granted && access.feature.activated)
    .map((access) => access.feature.identifier)
    .filter(isFixedFeatureIdentifier);
  return [...new Set(granted)];
};
