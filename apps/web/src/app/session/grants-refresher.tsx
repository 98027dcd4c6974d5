import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setForbiddenHandler } from '@/shared/api/api-client.ts';
import { fetchGrantedFeatures, grantsQueryKey, grantsStaleTimeMs } from '@/shared/session/grants-api.ts';
import { getSession, isSessionActive } from '@/shared/session/session-store.ts';

/**
 * Re-reads the signed-in user's grants into the query cache that useGrants reads. Within
 * `staleTime` of the last read nothing is asked again; 0 forces a read.
 */
export const refreshGrants = async (
  queryClient: QueryClient,
  staleTime = grantsStaleTimeMs,
): Promise<void> => {
  const session = getSession();
  if (!isSessionActive(session)) return;
  const profileName = session.profile.name;
  try {
    await queryClient.fetchQuery({
      queryKey: grantsQueryKey(session.username, profileName),
      queryFn: ({ signal }) => fetchGrantedFeatures(profileName, signal),
      staleTime,
      retry: false,
    });
  } catch {
    // The features held so far stand; the next navigation tries again.
  }
};

/**
 * Keeps the user's grants current in the shell: re-reads them on each route change (unless read in
 * the last few seconds) and at once when a call answers 403, so menus and guards follow profile
 * changes.
 */
export function GrantsRefresher() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  useEffect(() => {
    void pathname;
    void refreshGrants(queryClient);
  }, [pathname, queryClient]);

  useEffect(() => {
    setForbiddenHandler(() => void refreshGrants(queryClient, 0));
    return () => setForbiddenHandler(() => {});
  }, [queryClient]);

  return null;
}
