import { describe, expect, it } from 'vitest';
import { localDateOf, rateInForce, rateStatus } from './tax-rates.ts';

describe('tax rate history', () => {
  const rates = [
    { id: 1, validFrom: '2000-01-01' },
    { id: 3, validFrom: '2026-07-01' },
    { id: 2, validFrom: '2026-01-01' },
  ];

  it('uses the latest rate from a date not after the day asked', () => {
    expect(rateInForce(rates, '1999-12-31')).toBeUndefined();
    expect(rateInForce(rates, '2000-01-01')?.id).toBe(1);
    expect(rateInForce(rates, '2026-06-30')?.id).toBe(2);
    expect(rateInForce(rates, '2026-07-01')?.id).toBe(3);
    expect(rateInForce([], '2026-07-01')).toBeUndefined();
  });

  it('says which rates are replaced, in force and still to come', () => {
    expect(rates.map((r) => rateStatus(r, rates, '2026-03-15'))).toEqual(['past', 'future', 'current']);
    expect(rates.map((r) => rateStatus(r, rates, '2026-07-01'))).toEqual(['past', 'current', 'past']);
  });

  it('reads the date of an instant in the site time zone', () => {
    const instant = new Date('2026-06-30T22:30:00Z');
    expect(localDateOf(instant, 'Europe/Paris')).toBe('2026-07-01');
    expect(localDateOf(instant, 'UTC')).toBe('2026-06-30');
    expect(localDateOf(instant, 'America/New_York')).toBe('2026-06-30');
  });
});
