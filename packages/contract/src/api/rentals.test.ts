import { describe, expect, it } from 'vitest';
import {
  isBikeRange,
  parseEndDateTime,
  parseStartDateTime,
  planningRead,
  rentalWrite,
  searchEnd,
  searchStart,
} from './rentals.ts';

describe('rental date-times carry their period', () => {
  it('reads the start periods 8 and 13, and nothing else', () => {
    expect(parseStartDateTime('2026-07-14T08:00:00')).toEqual({ date: '2026-07-14', period: 8 });
    expect(parseStartDateTime('2026-07-14T13:00')).toEqual({ date: '2026-07-14', period: 13 });
    expect(parseStartDateTime('2026-07-14T09:00:00')).toBeNull();
    expect(parseStartDateTime('2026-02-30T08:00:00')).toBeNull();
  });

  it('reads the end periods 13 (12:59:59), 19 and 8 (07:59:59)', () => {
    expect(parseEndDateTime('2026-07-14T12:59:59')).toEqual({ date: '2026-07-14', period: 13 });
    expect(parseEndDateTime('2026-07-14T19:00:00')).toEqual({ date: '2026-07-14', period: 19 });
    expect(parseEndDateTime('2026-07-15T07:59:59')).toEqual({ date: '2026-07-15', period: 8 });
    expect(parseEndDateTime('2026-07-14T08:00:00')).toBeNull();
  });

  it('takes plain dates as search bounds: a start at 08:00, an end at 19:00', () => {
    expect(searchStart('2026-07-14')).toEqual({ date: '2026-07-14', period: 8 });
    expect(searchEnd('2026-07-14')).toEqual({ date: '2026-07-14', period: 19 });
  });
});

describe('the rental body', () => {
  it('needs a customer and at least one product, and a discount from 0 to 100', () => {
    const body = {
      startDate: '2026-07-14T08:00:00',
      endDate: '2026-07-14T19:00:00',
      products: ['/api/products/1'],
      customer: '/api/customers/1',
    };
    expect(rentalWrite.safeParse(body).success).toBe(true);
    expect(rentalWrite.safeParse({ ...body, products: [] }).success).toBe(false);
    expect(rentalWrite.safeParse({ ...body, customer: undefined }).success).toBe(false);
    expect(rentalWrite.safeParse({ ...body, discount: 100.5 }).success).toBe(false);
  });

  it('counts électrique and musculaire as bikes', () => {
    expect(isBikeRange('électrique')).toBe(true);
    expect(isBikeRange('Musculaire')).toBe(true);
    expect(isBikeRange('accessoires')).toBe(false);
  });
});

describe('the planning answer (compact arrays and a rentals dictionary)', () => {
  const answer = {
    '@type': 'Planning',
    searchStartDate: '2030-06-01T08:00:00',
    searchEndDate: '2030-06-30T19:00:00',
    ranges: [
      {
        id: 1,
        name: 'électrique',
        products: [[7, 'E-001', 2, 3, 'City', 'M', [[42, 1, 8, 2, 19]]]],
      },
    ],
    rentals: { '42': [2, 1, 'reservation', 1, 40, 'Ada Lovelace', 1, ['Child seat'], false] },
  };

  it('accepts products as arrays with their blocks, each rental once', () => {
    expect(planningRead.safeParse(answer).success).toBe(true);
  });

  it('refuses the old object rows, a bad colour and a non-numeric rental key', () => {
    const objectRow = structuredClone(answer) as Record<string, unknown> & typeof answer;
    (objectRow.ranges[0]!.products as unknown[])[0] = { id: 7, blocks: [42] };
    expect(planningRead.safeParse(objectRow).success).toBe(false);
    const colour = structuredClone(answer);
    (colour.rentals['42'] as unknown[])[2] = 'pink';
    expect(planningRead.safeParse(colour).success).toBe(false);
    expect(planningRead.safeParse({ ...answer, rentals: { abc: answer.rentals['42'] } }).success).toBe(false);
  });
});
