import type { QueryClient } from '@tanstack/react-query';
import { accessRoutes } from '@velodesk/contract/routes/access';
import { selectableSitesQuery } from '@/modules/sites/api/sites-api.ts';
import { callRoute } from '@/shared/api/api-route.ts';
import { settingsUserKeys, siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { grantsQueryKey } from '@/shared/session/grants-api.ts';
import { getSession, isSessionActive } from '@/shared/session/session-store.ts';

/**
 * The shell's first data in one call (issue 28, docs/decisions/boot.md): GET /session_boot, sent at
 * boot or as the shell's route loads (`startSessionBoot`), answers the user's grants, their sites
 * and current site; they go into the server cache under the keys the shell's queries read
 * (useGrants, useSelectableSites, useCurrentSite), which then ask nothing more. A refused call
 * (401) signs out as any call does; another failure leaves those queries to ask as before.
 */
export const seedSessionBoot = async (queryClient: QueryClient): Promise<void> => {
  const session = getSession();
  if (!isSessionActive(session)) return;
  try {
    const boot = await callRoute(accessRoutes['GET /session_boot'], { reportForbidden: false });
    // Another tab signed in as someone else meanwhile: this answer is not theirs.
    if (getSession() !== session || boot.user.username !== session.username) return;
    const { username } = session;
    if (boot.user.profile.name === session.profile.name) {
      queryClient.setQueryData(grantsQueryKey(username, session.profile.name), boot.features);
    }
    queryClient.setQueryData(settingsUserKeys.list({ username }), boot.currentSite);
    queryClient.setQueryData(siteKeys.list({ ...selectableSitesQuery, username }), boot.sites);
  } catch {
    // The shell's queries ask for each part themselves.
  }
};
