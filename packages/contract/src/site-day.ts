/**
 * The site's day (docs/decisions/site-day.md). Every "today" of Velodesk's rules — a reservation
 * may become a contract from its start date, an invoice's date, the ledger's finished days, the
 * demo data, the defaults of the screens — is the calendar date of the site in the site's own time
 * zone (Europe/Paris for French sites), never the UTC date of the server or the browser's zone.
 * At 23:30 UTC in winter (00:30 in Paris) the site is already on the next day; at 22:30 UTC in
 * summer too. Dates are yyyy-mm-dd strings, so they compare as strings.
 */

/**
 * The time zone of a rule that has no site at hand (a user not working on any site yet): the
 * default of sites and companies, French sites being the business's home.
 */
export const defaultTimeZone = 'Europe/Paris';

/** One formatter per time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The last date found per time zone and the UTC second it was found for. A zone's offset from UTC
 * is a whole number of seconds (even the oldest local mean times), so the date cannot change within
 * one UTC second: the API, which asks for the site's day at every call, formats a date once a second
 * per zone instead of once a call.
 */
const lastDates = new Map<string, { second: number; date: string }>();

/** The calendar date (yyyy-mm-dd) of an instant in a time zone (e.g. Europe/Paris). */
export const localDateOf = (instant: Date, timeZone: string): string => {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last !== undefined && last.second === second) return last.date;
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
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  // An invalid instant (NaN) is formatted each time: Intl throws for it, as before.
  lastDates.set(timeZone, { second, date });
  return date;
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
