/**
 * The site's wall clock (docs/decisions/site-today.md): where "now" is in the site's day, for the
 * planning's now line. The site's date itself is siteToday (site-day.ts).
 */

/** One formatter per time zone (making one costs far more than using it). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The site's wall-clock time of an instant, in hours since its midnight (23:30 → 23.5). */
export const siteHourOfDay = (timeZone: string, now: Date): number => {
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
