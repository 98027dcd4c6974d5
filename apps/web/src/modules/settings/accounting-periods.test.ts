import { describe, expect, it } from 'vitest';
import {
  hasPeriodErrors,
  type PeriodRow,
  periodErrors,
  savedPeriodRows,
  unsavedPeriods,
} from './accounting-periods.ts';

const row = (startDate: string, endDate: string, id: number | null = null): PeriodRow => ({
  key: `${startDate}-${endDate}-${id}`,
  id,
  startDate,
  endDate,
  activated: false,
});

describe('accounting periods', () => {
  it('requires both dates of a new row once one is typed, written yyyy-mm-dd', () => {
    expect(periodErrors([row('2026-01-01', '')])).toEqual([{ endDate: 'required' }]);
    expect(periodErrors([row('', '2026-01-01')])).toEqual([{ startDate: 'required' }]);
    expect(periodErrors([row('2026-02-30', '01/03/2026')])).toEqual([
      { startDate: 'invalid', endDate: 'invalid' },
    ]);
  });

  it('refuses an end before its start, and accepts a one-day period', () => {
    expect(periodErrors([row('2026-01-02', '2026-01-01')])).toEqual([{ endDate: 'endBeforeStart' }]);
    expect(periodErrors([row('2026-01-01', '2026-01-01')])).toEqual([{}]);
  });

  it('chains a row to the end of the row above (starting that very day is allowed)', () => {
    const errors = periodErrors([
      row('2025-01-01', '2025-12-31', 4),
      row('2025-12-30', '2026-12-31'),
      row('2026-12-31', '2027-12-31'),
    ]);
    expect(errors).toEqual([{}, { startDate: 'startBeforePrevious', previousEnd: '2025-12-31' }, {}]);
    expect(hasPeriodErrors(errors)).toBe(true);
  });

  it('lets a company have no period: a blank new row is no error and is not sent', () => {
    const rows = [row('', ''), row('  ', '')];
    expect(periodErrors(rows)).toEqual([{}, {}]);
    expect(hasPeriodErrors(periodErrors(rows))).toBe(false);
    expect(unsavedPeriods(rows)).toEqual([]);
    expect(unsavedPeriods([row('2026-01-01', '2026-12-31'), row('', '')])).toHaveLength(1);
  });

  it('never checks saved rows again, and sends only the new ones', () => {
    const rows = [row('2025-01-01', '2024-12-31', 1), row('2025-01-01', '2025-12-31')];
    expect(periodErrors(rows)[0]).toEqual({});
    expect(unsavedPeriods(rows).map((r) => r.startDate)).toEqual(['2025-01-01']);
  });

  it('orders saved periods by start date', () => {
    const rows = savedPeriodRows([
      { id: 2, startDate: '2026-01-01', endDate: '2026-12-31', activated: false },
      { id: 1, startDate: '2025-01-01', endDate: '2025-12-31', activated: true },
    ]);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });
});
