import { featureAccessRead, featureRead, isFixedFeatureIdentifier } from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import { AccessType, type FeatureIdentifier } from '@velodesk/contract/permissions';
import { apiRequest } from '../api-client.ts';

/** How long re-read grants count as fresh: a route change within this delay does not re-read them. */
export const grantsStaleTimeMs = 5_000;

export const grantsQueryKey = (username: string, profileName: string) =>
  ['session', 'grants', username, profileName] as const;

/** Prefix of every grants query, to re-read them after a 403 or a change of feature accesses. */
export const grantsQueryPrefix = ['session', 'grants'] as const;

/**
 * The features the user's profile holds now (GET /api/feature_accesses?profile.name=…): the
 * identifiers whose access is "oui". The feature-access answer does not say whether the feature is
 * activated; a user who may read the features (access settings) also drops the deactivated ones.
 * These calls never report a 403 to the forbidden handler, which would re-read them again.
 */
export const fetchGrantedFeatures = async (
  profileName: string,
  signal?: AbortSignal,
): Promise<FeatureIdentifier[]> => {
  const accesses = await apiRequest('/feature_accesses', hydraCollection(featureAccessRead), {
    query: { 'profile.name': profileName, pagination: 'false' },
    reportForbidden: false,
    signal,
  });
  let granted = accesses['hydra:member']
    .filter((access) => access.accessType === AccessType.granted)
    .map((access) => access.feature.identifier)
    .filter(isFixedFeatureIdentifier);
  if (granted.includes('settings_access')) {
    try {
      const features = await apiRequest('/features', hydraCollection(featureRead), {
        query: { pagination: 'false' },
        reportForbidden: false,
        signal,
      });
      const active = new Set(
        features['hydra:member'].filter((feature) => feature.activated).map((feature) => feature.identifier),
      );
      granted = granted.filter((identifier) => active.has(identifier));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // Access settings just removed: the accesses alone decide.
    }
  }
  return [...new Set(granted)];
};
