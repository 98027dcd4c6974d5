import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsUserRead } from '@velodesk/contract/api/access';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { iri } from '@velodesk/contract/hydra';
import { useLocation, useNavigate } from 'react-router';
import { settingsUserKeys, siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { createSettingsUser, updateSettingsUser } from '../api/settings-users-api.ts';
import { pathAfterSiteChange } from '../site-options.ts';

type ChosenSite = Pick<SiteRead, '@id' | 'id' | 'name'>;

/**
 * Saves the user's chosen site: a create when they have no settings yet, else an update. The
 * selector shows the new site at once and silently goes back to the previous one on failure.
 * Every other cached list is refreshed, since lists are scoped to the current site.
 */
export const useChooseSite = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const key = settingsUserKeys.list({ username: session?.username ?? '' });

  return useMutation({
    mutationFn: (site: ChosenSite) => {
      const current = queryClient.getQueryData<SettingsUserRead | null>(key);
      const siteIri = iri('sites', site.id);
      return current && current.id > 0
        ? updateSettingsUser(current.id, siteIri)
        : createSettingsUser(siteIri);
    },
    onMutate: async (site) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SettingsUserRead | null>(key) ?? null;
      const chosen = { '@id': site['@id'], id: site.id, name: site.name };
      const optimistic: SettingsUserRead | null = previous
        ? { ...previous, site: chosen }
        : session
          ? {
              '@id': '',
              '@type': 'SettingsUser',
              id: 0,
              site: chosen,
              user: { '@id': iri('users', session.id), id: session.id, username: session.username },
            }
          : null;
      queryClient.setQueryData(key, optimistic);
      return { previous };
    },
    onError: (_error, _site, context) => {
      queryClient.setQueryData(key, context?.previous ?? null);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== settingsUserKeys.resource && query.queryKey[0] !== siteKeys.resource,
      });
      const next = pathAfterSiteChange(location.pathname, saved.site !== null);
      if (next) await navigate(next);
    },
  });
};
