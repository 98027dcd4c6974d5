import { describe, expect, it } from 'vitest';
import { finishedPeriods, monthOf, yearOf } from './ledger-periods.ts';

/** The months and accounting years the books are closed by (docs/decisions/ledger-closings.md). */

const fiscal = [
  { startDate: '2025-10-01', endDate: '2026-09-30' },
  { startDate: '2026-10-01', endDate: '2027-09-30' },
];

describe('accounting periods', () => {
  it('a year is the accounting period covering the day, else the calendar year', () => {
    expect(yearOf('2026-03-15', fiscal)).toEqual({ kind: 'year', start: '2025-10-01', end: '2026-09-30' });
    expect(yearOf('2026-03-15', [])).toEqual({ kind: 'year', start: '2026-01-01', end: '2026-12-31' });
    // Before the first accounting period: the calendar year, cut where the period begins.
    expect(yearOf('2025-03-15', fiscal)).toEqual({ kind: 'year', start: '2025-01-01', end: '2025-09-30' });
  });

  it('a month is the calendar month, cut at the accounting year (February of a leap year too)', () => {
    expect(monthOf('2028-02-10', [])).toEqual({ kind: 'month', start: '2028-02-01', end: '2028-02-29' });
    const midMonth = [{ startDate: '2026-04-15', endDate: '2027-04-14' }];
    expect(monthOf('2026-04-20', midMonth)).toEqual({
      kind: 'month',
      start: '2026-04-15',
      end: '2026-04-30',
    });
    expect(monthOf('2026-04-10', midMonth)).toEqual({
      kind: 'month',
      start: '2026-04-01',
      end: '2026-04-14',
    });
  });

  it('lists the periods finished by the last closed day, in order', () => {
    expect(finishedPeriods('month', '2026-08-20', '2026-10-31', fiscal).map((p) => p.start)).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    expect(finishedPeriods('month', '2026-08-20', '2026-10-30', fiscal)).toHaveLength(2);
    expect(finishedPeriods('year', '2026-08-20', '2026-10-30', fiscal)).toEqual([
      { kind: 'year', start: '2025-10-01', end: '2026-09-30' },
    ]);
  });
});
