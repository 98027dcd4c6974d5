import { siteToday } from '@velodesk/contract/site-day';
import { addDays } from '@/modules/planning/planning-dates.ts';
import { siteTimeZoneStorageKey } from '@/modules/planning/remembered-time-zone.ts';
import { prefetchGet } from '@/shared/api/api-client.ts';
import { getSession } from '@/shared/session/session-store.ts';

/**
 * Data while booting (issue 28): opened at a screen's URL with a stored session, the app asks for
 * the screen's first data and loads the screen's code at once, in parallel with its texts, the
 * shell, the session check and the current site, instead of after them. The screen's own query
 * then takes the answer already on its way (`prefetchGet` in api-client.ts); a guess that does not
 * match what the screen asks (another site's time zone, a session refused) is simply not used.
 */

const defaultTimeZone = 'Europe/Paris';

// The planning's window rules (modules/planning/planning-filter.ts), without its imports: the
// window starts 3 days before the site's today, or at the URL's `start`, and reads 30 days.
const daysBeforeToday = 3;
const longestDuration = 30;

const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;

const rememberedTimeZone = (): string => {
  try {
    return window.localStorage.getItem(siteTimeZoneStorageKey) ?? defaultTimeZone;
  } catch {
    return defaultTimeZone;
  }
};

/** GET /plannings' query as the planning screen sends it for this URL (same keys, same order). */
export const planningBootQuery = (search: URLSearchParams, today: string) => {
  const startParam = search.get('start');
  const start = isIsoDate(startParam) ? startParam : addDays(today, -daysBeforeToday);
  const range = Number(search.get('range'));
  return {
    searchStartDate: start,
    searchEndDate: addDays(start, longestDuration - 1),
    rangeId: Number.isInteger(range) && range > 0 ? range : undefined,
  };
};

/** Called once, first thing at boot (main.tsx). */
export const startBootPrefetch = (
  location: Pick<Location, 'pathname' | 'search'>,
  now = new Date(),
): void => {
  if (!getSession()) return;
  if (location.pathname === '/calendar') {
    let today: string;
    try {
      today = siteToday(rememberedTimeZone(), now);
    } catch {
      today = siteToday(defaultTimeZone, now);
    }
    prefetchGet('/plannings', planningBootQuery(new URLSearchParams(location.search), today));
    // The route's code, fetched beside the data (the router would ask for it after the shell).
    void import('./shell/shell-layout.tsx').catch(() => undefined);
    void import('./routes/shell-routes.tsx').catch(() => undefined);
    void import('@/pages/planning-page.tsx').catch(() => undefined);
  }
};
