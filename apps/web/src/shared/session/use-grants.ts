import { useQuery } from '@tanstack/react-query';
import type { SessionAnswer } from '@velodesk/contract/api/access';
import type { FeatureIdentifier, Grants } from '@velodesk/contract/permissions';
import { useMemo } from 'react';
import { fetchGrantedFeatures, grantsQueryKey } from './grants-api.ts';
import { useSession } from './use-session.ts';

// Apart from use-session.ts, which the sign-in page's bundle holds: these read the server cache
// (TanStack Query), which loads with the shell (docs/decisions/web-bundles.md).

/**
 * The features the signed-in user holds, as last re-read from the server (GET
 * /api/feature_accesses): GrantsRefresher re-reads them on each route change and after a 403, so
 * that a feature taken from the profile disappears from menus and guards at the next navigation.
 * This only reads that cache; until the first answer, and when it fails, the session's features
 * stand.
 */
export const useGrantedFeatures = (session: SessionAnswer | null): readonly FeatureIdentifier[] | null => {
  const username = session?.username ?? '';
  const profileName = session?.profile.name ?? '';
  const query = useQuery({
    queryKey: grantsQueryKey(username, profileName),
    queryFn: ({ signal }) => fetchGrantedFeatures(profileName, signal),
    enabled: false,
  });
  if (!session) return null;
  return query.data ?? session.features;
};

/** What the signed-in user may use; null until a session (and so its feature accesses) is loaded. */
export const useGrants = (): Grants | null => {
  const session = useSession();
  const profileName = session?.profile.name;
  const features = useGrantedFeatures(session);
  return useMemo(
    () => (profileName !== undefined && features ? { profileName, features } : null),
    [profileName, features],
  );
};
