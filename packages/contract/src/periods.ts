import { z } from 'zod';

/**
 * Rental periods (docs/domain.md "Time, periods and durations"). A rental runs from (startDate,
 * startPeriod) to (endDate, endPeriod) in the site's time zone. Lengths are counted in wall-clock
 * time of that zone, so a daylight-saving change never turns one day into two.
 */

export const startPeriods = [8, 13] as const;
export const endPeriods = [13, 19, 8] as const;
export type StartPeriod = (typeof startPeriods)[number];
export type EndPeriod = (typeof endPeriods)[number];
/** The period a new rental form starts with, for both ends. */
export const defaultPeriod = 8;

export const startPeriodSchema = z.union([z.literal(8), z.literal(13)], {
  error: 'must be 8 (08:00) or 13 (13:00)',
});
export const endPeriodSchema = z.union([z.literal(13), z.literal(19), z.literal(8)], {
  error: 'must be 13 (12:59:59), 19 (19:00) or 8 (07:59:59 the next morning)',
});

const startClock: Record<StartPeriod, string> = { 8: '08:00:00', 13: '13:00:00' };
const endClock: Record<EndPeriod, string> = { 13: '12:59:59', 19: '19:00:00', 8: '07:59:59' };

/** Whether a string is a real calendar date written yyyy-mm-dd. */
export const isIsoDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const isoDateSchema = z
  .string({ error: 'must be a date (yyyy-mm-dd)' })
  .refine(isIsoDate, 'must be a date (yyyy-mm-dd)');

/** A wall-clock moment in the site's time zone, written yyyy-mm-ddTHH:mm:ss. */
export type LocalDateTime = string;

const assertDate = (value: string, name: string) => {
  if (!isIsoDate(value)) throw new RangeError(`${name} must be a date (yyyy-mm-dd), got "${value}".`);
};

export const startInstant = (date: string, period: StartPeriod): LocalDateTime => {
  assertDate(date, 'startDate');
  const clock = startClock[period];
  if (!clock) throw new RangeError(`Unknown start period ${String(period)}.`);
  return `${date}T${clock}`;
};

export const endInstant = (date: string, period: EndPeriod): LocalDateTime => {
  assertDate(date, 'endDate');
  const clock = endClock[period];
  if (!clock) throw new RangeError(`Unknown end period ${String(period)}.`);
  return `${date}T${clock}`;
};

/** The first and last moments of a rental, as wall-clock times of the site. */
export const rentalInstants = (
  startDate: string,
  startPeriod: StartPeriod,
  endDate: string,
  endPeriod: EndPeriod,
): { start: LocalDateTime; end: LocalDateTime } => ({
  start: startInstant(startDate, startPeriod),
  end: endInstant(endDate, endPeriod),
});

/** Seconds since the epoch of a wall-clock time read as if it were UTC (no daylight saving). */
const wallSeconds = (local: LocalDateTime): number => Date.parse(`${local}Z`) / 1000;

/** Wall-clock seconds from the start to the end of a rental (negative when the end comes first). */
export const rentalSeconds = (
  startDate: string,
  startPeriod: StartPeriod,
  endDate: string,
  endPeriod: EndPeriod,
): number => {
  const { start, end } = rentalInstants(startDate, startPeriod, endDate, endPeriod);
  return wallSeconds(end) - wallSeconds(start);
};

/**
 * The period is invalid when its end is not after its start, or when the rental has a stay and
 * ends after the stay's end date (a rental may end on that date, at any period).
 */
export const isPeriodInvalid = (
  startDate: string,
  startPeriod: StartPeriod,
  endDate: string,
  endPeriod: EndPeriod,
  stayEndDate?: string | null,
): boolean => {
  if (rentalSeconds(startDate, startPeriod, endDate, endPeriod) <= 0) return true;
  if (stayEndDate) {
    assertDate(stayEndDate, 'stayEndDate');
    if (endDate > stayEndDate) return true;
  }
  return false;
};

export type RentalLength = { kind: 'halfDay' } | { kind: 'days'; days: number };

const halfDayLimitSeconds = 6 * 3600;
const daySeconds = 24 * 3600;

/**
 * A half-day when the rental lasts at most 6 hours, otherwise N days with N = ceil(hours / 24):
 * 08:00 to 19:00 the same day is 1 day, to 07:59:59 the next day 1 day, to 12:59:59 the next day
 * 2 days. Throws a RangeError when the end is not after the start (check isPeriodInvalid first).
 */
export const rentalLength = (
  startDate: string,
  startPeriod: StartPeriod,
  endDate: string,
  endPeriod: EndPeriod,
): RentalLength => {
  const seconds = rentalSeconds(startDate, startPeriod, endDate, endPeriod);
  if (seconds <= 0) throw new RangeError('The end of the rental is not after its start.');
  if (seconds <= halfDayLimitSeconds) return { kind: 'halfDay' };
  return { kind: 'days', days: Math.ceil(seconds / daySeconds) };
};

/** Half-day cells of the calendar: AM is before 13:00, PM from 13:00. */
export const halfDayOf = (hour: number): 'AM' | 'PM' => (hour < 13 ? 'AM' : 'PM');

/** One formatter per time zone: making one costs far more than using it. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
};

const zoneOffsetMinutes = (utcMillis: number, timeZone: string): number => {
  const parts = zoneFormat(timeZone).formatToParts(new Date(utcMillis));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - utcMillis) / 60000);
};

/**
 * The instant at which a wall-clock time happens in a time zone (e.g. to store a rental's range
 * as timestamptz). Throws a RangeError for an unknown time zone.
 */
export const localToInstant = (local: LocalDateTime, timeZone: string): Date => {
  const guess = Date.parse(`${local}Z`);
  if (Number.isNaN(guess)) throw new RangeError(`Not a local date-time: "${local}".`);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60000;
  // A second pass settles times next to a daylight-saving change.
  const second = guess - zoneOffsetMinutes(first, timeZone) * 60000;
  return new Date(second);
};

/** Whether a name is an IANA time zone this runtime knows (e.g. Europe/Paris). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
};
