import { skipToken, useQuery } from '@tanstack/react-query';
import type { SettingsUserRead } from '@velodesk/contract/api/access';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { siteToday } from '@velodesk/contract/site-day';
import { settingsUserKeys, siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { selectableSitesQuery } from '../api/sites-api.ts';

/** The zone of a site whose time zone is not read yet (every French and demo site is there). */
export const defaultSiteTimeZone = 'Europe/Paris';

/**
 * The time zone of the user's current site. It reads what the shell's site selector has already
 * read (the user's settings and their sites) without asking the API again: Europe/Paris until then.
 */
export const useSiteTimeZone = (): string => {
  const username = useSession()?.username ?? '';
  const settings = useQuery<SettingsUserRead | null>({
    queryKey: settingsUserKeys.list({ username }),
    queryFn: skipToken,
  }).data;
  const sites = useQuery<SiteRead[]>({
    queryKey: siteKeys.list({ ...selectableSitesQuery, username }),
    queryFn: skipToken,
  }).data;
  const siteId = settings?.site?.id;
  return sites?.find((site) => site.id === siteId)?.timeZone ?? defaultSiteTimeZone;
};

/**
 * Today at the user's current site (yyyy-mm-dd, in the site's time zone, never the browser's):
 * the day every screen compares with (migrate offered from the start day, the planning's today, a
 * new rental's first day).
 */
export const useSiteToday = (now: Date = new Date()): string => siteToday(useSiteTimeZone(), now);
