import { describe, expect, it } from 'vitest';
import { siteHourOfDay } from './site-clock.ts';
import { siteToday } from './site-day.ts';

describe('the site’s clock', () => {
  it('is already the next day in Paris at 23:30 UTC in winter and 22:30 UTC in summer', () => {
    expect(siteToday('Europe/Paris', new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(siteToday('Europe/Paris', new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('gives the hour of the site’s clock, not of the machine', () => {
    expect(siteHourOfDay('Europe/Paris', new Date('2026-07-14T22:30:00Z'))).toBe(0.5);
    expect(siteHourOfDay('Europe/Paris', new Date('2026-01-15T11:45:00Z'))).toBe(12.75);
    expect(siteHourOfDay('America/New_York', new Date('2026-01-16T03:00:00Z'))).toBe(22);
  });
});
