import { describe, expect, it } from 'vitest';
import { newRentalValues } from './rental-form.ts';

describe('a new rental', () => {
  it('runs from the site’s today at 08:00 to 08:00 the next morning (both periods default to 8)', () => {
    const values = newRentalValues({}, '2026-01-16');
    expect(values).toMatchObject({
      startDate: '2026-01-16',
      startPeriod: '8',
      endDate: '2026-01-17',
      endPeriod: '8',
    });
  });

  it('ends the morning after a given start day, and keeps a period the caller gives', () => {
    expect(newRentalValues({ startDate: '2026-03-31T13:00:00' }, '2026-01-16')).toMatchObject({
      startDate: '2026-03-31',
      startPeriod: '13',
      endDate: '2026-04-01',
      endPeriod: '8',
    });
    expect(
      newRentalValues({ startDate: '2026-07-14T08:00:00', endDate: '2026-07-15T19:00:00' }, '2026-01-16'),
    ).toMatchObject({ endDate: '2026-07-15', endPeriod: '19' });
  });
});
