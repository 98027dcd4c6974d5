/**
 * Calendar dates of the planning, written yyyy-mm-dd and computed in UTC so that a daylight-saving
 * change never shifts a column (the planning counts days, not hours).
 */

const dayMillis = 86_400_000;

const toUtc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (millis: number): string => new Date(millis).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromUtc(toUtc(iso) + days * dayMillis);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / dayMillis);

/** 0 (Sunday) to 6 (Saturday). */
export const weekDayOf = (iso: string): number => new Date(toUtc(iso)).getUTCDay();

/** A yyyy-mm-dd date as a Date at UTC midnight, for Intl formatting with timeZone 'UTC'. */
export const utcDateOf = (iso: string): Date => new Date(toUtc(iso));
