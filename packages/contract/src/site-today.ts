import { localDateOf } from './tax-rates.ts';

/**
 * "Today" of a site: the calendar date (yyyy-mm-dd) in the site's time zone (Europe/Paris for the
 * French sites), whatever the zone of the server or of the browser. Every rule and screen that
 * speaks of today (migrate offered from the start day, the planning's today, a new rental's
 * default day) compares with this date.
 */
export const siteToday = (timeZone: string, now: Date = new Date()): string => localDateOf(now, timeZone);

/** One formatter per time zone (making one costs far more than using it). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The site's wall-clock time of an instant, in hours since its midnight (23:30 → 23.5). */
export const siteHourOfDay = (timeZone: string, now: Date = new Date()): number => {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') + get('minute') / 60;
};
