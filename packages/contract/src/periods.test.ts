import { describe, expect, it } from 'vitest';
import {
  type EndPeriod,
  endPeriods,
  halfDayOf,
  isIsoDate,
  isPeriodInvalid,
  isTimeZone,
  localToInstant,
  rentalInstants,
  rentalLength,
  type StartPeriod,
  startPeriods,
} from './periods.ts';

describe('rental instants', () => {
  it('maps start periods 8 and 13 to 08:00 and 13:00', () => {
    expect(rentalInstants('2026-07-01', 8, '2026-07-01', 19).start).toBe('2026-07-01T08:00:00');
    expect(rentalInstants('2026-07-01', 13, '2026-07-01', 19).start).toBe('2026-07-01T13:00:00');
  });

  it('maps end periods 13, 19 and 8 to 12:59:59, 19:00 and 07:59:59', () => {
    expect(rentalInstants('2026-07-01', 8, '2026-07-01', 13).end).toBe('2026-07-01T12:59:59');
    expect(rentalInstants('2026-07-01', 8, '2026-07-01', 19).end).toBe('2026-07-01T19:00:00');
    expect(rentalInstants('2026-07-01', 8, '2026-07-02', 8).end).toBe('2026-07-02T07:59:59');
  });

  it('refuses dates that are not real yyyy-mm-dd dates', () => {
    expect(() => rentalInstants('2026-02-30', 8, '2026-03-01', 19)).toThrow(RangeError);
    expect(() => rentalInstants('01/07/2026', 8, '2026-07-01', 19)).toThrow(RangeError);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });
});

describe('every combination of periods', () => {
  // [startPeriod, endPeriod, days after the start date, invalid?, length]
  const cases: Array<[StartPeriod, EndPeriod, number, boolean, string]> = [
    [8, 13, 0, false, 'halfDay'],
    [8, 19, 0, false, '1 days'],
    [8, 8, 0, true, 'invalid'],
    [13, 13, 0, true, 'invalid'],
    [13, 19, 0, false, 'halfDay'],
    [13, 8, 0, true, 'invalid'],
    [8, 13, 1, false, '2 days'],
    [8, 19, 1, false, '2 days'],
    [8, 8, 1, false, '1 days'],
    [13, 13, 1, false, '1 days'],
    [13, 19, 1, false, '2 days'],
    [13, 8, 1, false, '1 days'],
    [8, 8, 2, false, '2 days'],
    [8, 19, 6, false, '7 days'],
    [13, 13, 7, false, '7 days'],
    [8, 8, 30, false, '30 days'],
  ];
  it.each(cases)('start %s, end %s, %s days later', (startPeriod, endPeriod, later, invalid, length) => {
    const endDate = new Date(Date.UTC(2026, 6, 1 + later)).toISOString().slice(0, 10);
    expect(isPeriodInvalid('2026-07-01', startPeriod, endDate, endPeriod)).toBe(invalid);
    if (invalid) {
      expect(() => rentalLength('2026-07-01', startPeriod, endDate, endPeriod)).toThrow(RangeError);
      return;
    }
    const found = rentalLength('2026-07-01', startPeriod, endDate, endPeriod);
    expect(found.kind === 'halfDay' ? 'halfDay' : `${found.days} days`).toBe(length);
  });

  it('covers the whole grid of start and end periods on the same and the next day', () => {
    for (const startPeriod of startPeriods) {
      for (const endPeriod of endPeriods) {
        const sameDay = isPeriodInvalid('2026-07-01', startPeriod, '2026-07-01', endPeriod);
        expect(sameDay).toBe(endPeriod === 8 || (startPeriod === 13 && endPeriod === 13));
        expect(isPeriodInvalid('2026-07-01', startPeriod, '2026-07-02', endPeriod)).toBe(false);
      }
    }
  });

  it('is invalid when the end date is before the start date', () => {
    expect(isPeriodInvalid('2026-07-02', 8, '2026-07-01', 19)).toBe(true);
  });
});

describe('half-day and multi-day lengths', () => {
  it('is a half-day up to 6 hours (08:00 to 12:59:59, 13:00 to 19:00)', () => {
    expect(rentalLength('2026-07-01', 8, '2026-07-01', 13)).toEqual({ kind: 'halfDay' });
    expect(rentalLength('2026-07-01', 13, '2026-07-01', 19)).toEqual({ kind: 'halfDay' });
  });

  it('counts ceil(hours / 24) days beyond', () => {
    expect(rentalLength('2026-07-01', 8, '2026-07-01', 19)).toEqual({ kind: 'days', days: 1 });
    expect(rentalLength('2026-07-01', 8, '2026-07-02', 8)).toEqual({ kind: 'days', days: 1 });
    expect(rentalLength('2026-07-01', 8, '2026-07-02', 13)).toEqual({ kind: 'days', days: 2 });
    expect(rentalLength('2026-07-01', 8, '2026-07-08', 8)).toEqual({ kind: 'days', days: 7 });
    expect(rentalLength('2026-07-01', 8, '2026-07-08', 13)).toEqual({ kind: 'days', days: 8 });
  });

  it('counts wall-clock time across month ends and daylight-saving changes', () => {
    expect(rentalLength('2026-01-31', 8, '2026-02-01', 8)).toEqual({ kind: 'days', days: 1 });
    // Europe: clocks go forward on 2026-03-29 and back on 2026-10-25; a day stays a day.
    expect(rentalLength('2026-03-28', 8, '2026-03-29', 8)).toEqual({ kind: 'days', days: 1 });
    expect(rentalLength('2026-10-24', 8, '2026-10-25', 8)).toEqual({ kind: 'days', days: 1 });
    expect(rentalLength('2028-02-28', 8, '2028-03-01', 8)).toEqual({ kind: 'days', days: 2 });
  });
});

describe('periods with a stay', () => {
  it('is invalid when the rental ends after the stay end date', () => {
    expect(isPeriodInvalid('2026-07-01', 8, '2026-07-10', 19, '2026-07-10')).toBe(false);
    expect(isPeriodInvalid('2026-07-01', 8, '2026-07-11', 8, '2026-07-10')).toBe(true);
    expect(isPeriodInvalid('2026-07-01', 8, '2026-07-05', 19, null)).toBe(false);
  });
});

describe('calendar cells and time zones', () => {
  it('puts hours before 13 in the morning cell', () => {
    expect(halfDayOf(12)).toBe('AM');
    expect(halfDayOf(13)).toBe('PM');
  });

  it('turns a site wall-clock time into the instant it happens', () => {
    expect(localToInstant('2026-07-01T08:00:00', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
    expect(localToInstant('2026-01-15T08:00:00', 'Europe/Paris').toISOString()).toBe(
      '2026-01-15T07:00:00.000Z',
    );
    expect(localToInstant('2026-03-29T08:00:00', 'Europe/Rome').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(localToInstant('2026-10-25T07:59:59', 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T06:59:59.000Z',
    );
    expect(() => localToInstant('2026-07-01T08:00:00', 'Nowhere/Town')).toThrow(RangeError);
  });

  it('recognises IANA time zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Central European Time')).toBe(false);
  });
});
