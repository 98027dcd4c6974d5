/**
 * The site's day (docs/decisions/site-day.md). Every "today" of Velodesk's rules — a reservation
 * may become a contract from its start date, an invoice's date, the ledger's finished days, the
 * demo data, the defaults of the screens — is the calendar date of the site in the site's own time
 * zone (Europe/Paris for French sites), never the UTC date of the server or the browser's zone.
 * At 23:30 UTC in winter (00:30 in Paris) the site is already on the next day; at 22:30 UTC in
 * summer too. Dates are yyyy-mm-dd strings, so they compare as strings.
 */

/** One formatter per time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-mm-dd) of an instant in a time zone (e.g. Europe/Paris). */
export const localDateOf = (instant: Date, timeZone: string): string => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

/**
 * Today at a site: its calendar date (yyyy-mm-dd) in its time zone at the instant `now` (on the
 * server, the app's injectable clock `ctx.now()`; in the browser, `new Date()`).
 *
 *   siteToday('Europe/Paris', new Date('2026-01-15T23:30:00Z')) === '2026-01-16'
 */
export const siteToday = (timeZone: string, now: Date): string => localDateOf(now, timeZone);

/** A calendar date moved by a number of days (yyyy-mm-dd, negative to go back); no time zone involved. */
export const addDays = (date: string, days: number): string => {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
