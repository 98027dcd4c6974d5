import type { SessionBoot } from '@velodesk/contract/api/session-boot';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ref } from '../../platform/hydra.ts';
import { findSites } from '../sites/sites.api.ts';
import { accessSignedIn } from './access.access.ts';
import { findSettingsUsers } from './settings-users.service.ts';

/** The site selector's list, as the web app asks GET /sites for it. */
const selectableSitesQuery = { pagination: 'false', 'order[activated]': 'desc', 'order[name]': 'asc' };

/**
 * What the web app's shell needs at boot, in one call (issue 28, docs/decisions/boot.md): the
 * signed-in user, the features their profile holds now (read with their session on this very
 * call), the sites they may see and their settings row. The sites and the settings row come from
 * the same services as GET /sites and GET /settings_users, so the same site scope applies.
 */
export const readSessionBoot = async (ctx: AppContext, actor: Actor): Promise<SessionBoot> => {
  accessSignedIn(actor);
  const sites = await findSites(ctx, actor, selectableSitesQuery);
  const settings = await findSettingsUsers(ctx, actor, { 'user.id': String(actor.userId) });
  return {
    user: {
      id: actor.userId,
      username: actor.username,
      profile: { '@id': ref('profiles', actor.profileId), id: actor.profileId, name: actor.profileName },
    },
    features: actor.features,
    sites: sites.members,
    currentSite: settings.members[0] ?? null,
  };
};
