/**
 * Calendar dates as yyyy-mm-dd strings. Arithmetic runs on UTC midnights so that daylight-saving
 * changes never shift a day; "today" is read from the local calendar of the given instant.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function localIsoDate(instant: Date): string {
  return toIsoDate(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()));
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(parseIsoDate(isoDate) + days * DAY_MS);
}

/** true for a real calendar date written yyyy-mm-dd (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && toIsoDate(parseIsoDate(value)) === value;
}

function parseIsoDate(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not a yyyy-mm-dd date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function toIsoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}
