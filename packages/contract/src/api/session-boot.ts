import { z } from 'zod';
import { featureIdentifiers } from '../permissions.ts';
import { profileSummary, settingsUserRead } from './access.ts';
import { siteRead } from './sites.ts';

/**
 * What the web app's shell needs at boot, in one answer (GET /session_boot, issue 28): who is
 * signed in, the features their profile holds now, the sites they may work on (the site selector's
 * list: activated first, then by name) and their current site (their settings row, null when they
 * have none yet). Each part is what the separate calls answer for the same user.
 */
export const sessionBoot = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    profile: profileSummary.pick({ '@id': true, id: true, name: true }),
  }),
  /** The feature identifiers whose access is "oui" for the user's profile, activated. */
  features: z.array(z.enum(featureIdentifiers)),
  /** The sites the user may see (GET /sites?pagination=false&order[activated]=desc&order[name]=asc). */
  sites: z.array(siteRead),
  /** The user's settings row (GET /settings_users?user.username=…), which holds the current site. */
  currentSite: settingsUserRead.nullable(),
});
export type SessionBoot = z.infer<typeof sessionBoot>;
