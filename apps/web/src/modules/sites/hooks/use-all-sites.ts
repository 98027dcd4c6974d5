import { useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { allSitesQuery, fetchAllSites } from '../api/sites-api.ts';

/** Every site the user sees, by name: one query for every screen that lists them. */
export const useAllSites = () =>
  useQuery({
    queryKey: siteKeys.list(allSitesQuery),
    queryFn: ({ signal }) => fetchAllSites(signal),
    staleTime: 5 * 60_000,
  });
