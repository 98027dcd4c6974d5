import type { Page } from '@playwright/test';
import { siteToday } from '@velodesk/contract/site-day';

/**
 * The days of the end-to-end tests are the demo site's days: Les Pins Dorés and every French site
 * count their days in Europe/Paris, as the server's demo data, the invoice dates and the screens'
 * "today" do — never the browser's zone or UTC, which differ from Paris' day every night between
 * midnight in Paris and midnight in UTC.
 */
export const demoSiteTimeZone = 'Europe/Paris';

const dayMillis = 86_400_000;

/** The site's today moved by `offset` days (yyyy-mm-dd). */
export const siteDay = (offset = 0): string => {
  const today = Date.parse(`${siteToday(demoSiteTimeZone, new Date())}T00:00:00Z`);
  return new Date(today + offset * dayMillis).toISOString().slice(0, 10);
};

/** The site's day as the screens show it: dd/mm/yyyy. */
export const siteDayShown = (offset = 0): string => siteDay(offset).split('-').reverse().join('/');

/**
 * With E2E_SITE_NIGHT=1 the browser lives at 00:30 of the site's day in Paris, which is still the
 * day before in UTC (23:30 UTC in winter, 22:30 UTC in summer), in the UTC zone: the hour in which a
 * screen that takes the browser's or UTC's day for the site's fails. The server keeps its clock
 * (its demo data and invoices follow its own site day, which is this same day).
 */
export const useSiteNightClock = async (page: Page): Promise<void> => {
  if (!process.env.E2E_SITE_NIGHT) return;
  const day = siteDay();
  // 00:30 in Paris: try UTC+1 then UTC+2, keep the instant whose Paris day and hour match.
  const candidates = [1, 2].map((offset) => new Date(Date.parse(`${day}T00:30:00Z`) - offset * 3_600_000));
  const instant = candidates.find(
    (candidate) => siteToday(demoSiteTimeZone, candidate) === day && siteToday('UTC', candidate) !== day,
  );
  if (instant) await page.clock.install({ time: instant });
};
