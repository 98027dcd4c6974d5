import { useQuery } from '@tanstack/react-query';
import type { SettingsUserRead } from '@velodesk/contract/api/access';
import { settingsUserKeys } from '@/shared/data/keys/sites-keys.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { findSettingsUser } from '../api/settings-users-api.ts';

export interface CurrentSite {
  settings: SettingsUserRead | null;
  site: SettingsUserRead['site'];
  isLoading: boolean;
  isLoaded: boolean;
}

/** The signed-in user's current site, from their settings row. */
export const useCurrentSite = (): CurrentSite => {
  const username = useSession()?.username;
  const query = useQuery({
    queryKey: settingsUserKeys.list({ username: username ?? '' }),
    queryFn: ({ signal }) => findSettingsUser(username ?? '', signal),
    enabled: Boolean(username),
    staleTime: 5 * 60_000,
  });
  const settings = query.data ?? null;
  return { settings, site: settings?.site ?? null, isLoading: query.isPending, isLoaded: query.isSuccess };
};
