import { useQuery } from '@tanstack/react-query';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { findSelectableSites, selectableSitesQuery } from '../api/sites-api.ts';
import { selectableSites } from '../site-options.ts';

/** The sites the user may choose, without the "Autres" country and the central workshop. */
export const useSelectableSites = (): { sites: SiteRead[]; isLoading: boolean; isError: boolean } => {
  const username = useSession()?.username;
  const query = useQuery({
    queryKey: siteKeys.list({ ...selectableSitesQuery, username: username ?? '' }),
    queryFn: ({ signal }) => findSelectableSites(signal),
    enabled: Boolean(username),
    staleTime: 5 * 60_000,
    select: selectableSites,
  });
  return { sites: query.data ?? [], isLoading: query.isPending, isError: query.isError };
};
