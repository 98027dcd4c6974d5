import { describe, expect, it } from 'vitest';
import { siteHourOfDay, siteToday } from './site-today.ts';

describe('siteToday', () => {
  it('is already tomorrow in Paris at 23:30 UTC in winter (UTC+1)', () => {
    expect(siteToday('Europe/Paris', new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
  });

  it('is already tomorrow in Paris at 22:30 UTC in summer (UTC+2)', () => {
    expect(siteToday('Europe/Paris', new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('is still today in Paris at 22:30 UTC in winter', () => {
    expect(siteToday('Europe/Paris', new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
  });

  it('follows the site, not the machine: a site in New York is still on the previous day', () => {
    expect(siteToday('America/New_York', new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
  });

  it('gives the hour of the site’s clock', () => {
    expect(siteHourOfDay('Europe/Paris', new Date('2026-07-14T22:30:00Z'))).toBe(0.5);
    expect(siteHourOfDay('Europe/Paris', new Date('2026-01-15T11:45:00Z'))).toBe(12.75);
  });
});
