import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, siteToday } from './site-day.ts';

describe("the site's day", () => {
  it('is the date in the site time zone at any hour of a winter night', () => {
    expect(siteToday('Europe/Paris', new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
    expect(siteToday('Europe/Paris', new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(siteToday('UTC', new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('is the date in the site time zone at any hour of a summer night', () => {
    expect(siteToday('Europe/Paris', new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-15');
    expect(siteToday('Europe/Paris', new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
    expect(siteToday('Europe/Paris', new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(siteToday('America/New_York', new Date('2026-07-16T02:30:00Z'))).toBe('2026-07-15');
  });

  it('reads the date of an instant in a time zone', () => {
    const instant = new Date('2026-06-30T22:30:00Z');
    expect(localDateOf(instant, 'Europe/Paris')).toBe('2026-07-01');
    expect(localDateOf(instant, 'UTC')).toBe('2026-06-30');
  });

  it('gives the next date from the first instant of the next day, asked within the same minute', () => {
    // Midnight in Paris (winter): the last millisecond of one day, then the first of the next.
    expect(localDateOf(new Date('2026-01-15T22:59:59.000Z'), 'Europe/Paris')).toBe('2026-01-15');
    expect(localDateOf(new Date('2026-01-15T22:59:59.999Z'), 'Europe/Paris')).toBe('2026-01-15');
    expect(localDateOf(new Date('2026-01-15T23:00:00.000Z'), 'Europe/Paris')).toBe('2026-01-16');
    expect(localDateOf(new Date('2026-01-15T22:59:59.999Z'), 'Europe/Paris')).toBe('2026-01-15');
    // The same instant in two zones, asked in turns.
    const instant = new Date('2026-01-15T23:00:00.500Z');
    expect(localDateOf(instant, 'UTC')).toBe('2026-01-15');
    expect(localDateOf(instant, 'Europe/Paris')).toBe('2026-01-16');
    expect(localDateOf(instant, 'UTC')).toBe('2026-01-15');
    expect(() => localDateOf(new Date(Number.NaN), 'Europe/Paris')).toThrow();
  });

  it('moves a calendar date across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-25T10:00', 0)).toBe('2026-10-25');
  });
});
