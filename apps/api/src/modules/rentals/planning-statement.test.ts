import { planningRead } from '@velodesk/contract/api/rentals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { planningSettingsSql, planningSql } from './rentals.repository.ts';

/**
 * The planning statement (issue 28): written with equality joins only and run in its own
 * transaction without JIT, without nested loops and with room for its sorts, so that its cost grows
 * linearly with products and blocks (bench/planning-growth.ts measures it to 10,000 products).
 */
let t: TestApp;
const { get, send } = apiCalls(() => t);
const now = new Date('2026-07-14T08:00:00Z');
let w: Awaited<ReturnType<typeof createRentalWorld>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createRentalWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const book = async (products: { id: number }[], startDate: string, endDate: string) => {
  const response = await send('POST', '/api/reservations', w.trainee, {
    startDate,
    endDate,
    products: products.map(productIri),
    customer: customerIri(w.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
};

describe('the planning statement', () => {
  it('keeps a rental of two ranges in each range’s planning, counting all its products', async () => {
    const both = await book([w.bikes[0]!, w.helmets[0]!], '2026-09-01T08:00:00', '2026-09-02T19:00:00');
    const helmetOnly = await book([w.helmets[1]!], '2026-09-03T08:00:00', '2026-09-03T12:59:59');
    const comment = await send('POST', '/api/comments', w.counter, {
      rental: `/api/rentals/${both}`,
      comment: 'Child seat',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const planning = async (rangeId?: number) =>
      planningRead.parse(
        (
          await get(
            `/api/plannings?searchStartDate=2026-09-01&searchEndDate=2026-09-05${rangeId ? `&rangeId=${rangeId}` : ''}`,
            w.viewer,
          )
        ).json(),
      );
    const all = await planning();
    const bikeRange = all.ranges.find((range) => range.name === 'électrique')!;
    const helmetRange = all.ranges.find((range) => range.name === 'accessoires')!;
    expect(Object.keys(all.rentals).sort()).toEqual([String(both), String(helmetOnly)].sort());
    expect(all.rentals[String(both)]![3]).toBe(2);
    expect(all.rentals[String(both)]![7]).toEqual(['Child seat']);

    const bikes = await planning(bikeRange.id);
    expect(bikes.ranges.map((range) => range.id)).toEqual([bikeRange.id]);
    // Only the rentals with a block among the range's products; the product count stays the rental's.
    expect(Object.keys(bikes.rentals)).toEqual([String(both)]);
    expect(bikes.rentals[String(both)]).toEqual(all.rentals[String(both)]);
    expect(bikes.ranges[0]!.products).toEqual(bikeRange.products);
    const bikeRow = bikes.ranges[0]!.products.find(([id]) => id === w.bikes[0]!.id)!;
    expect(bikeRow[6]).toEqual([[both, 0, 8, 1, 19]]);

    const helmets = await planning(helmetRange.id);
    expect(Object.keys(helmets.rentals).sort()).toEqual([String(both), String(helmetOnly)].sort());
    const helmetRow = helmets.ranges[0]!.products.find(([id]) => id === w.helmets[1]!.id)!;
    expect(helmetRow[6]).toEqual([[helmetOnly, 2, 8, 2, 13]]);
    // Products without a block are listed, with no block.
    expect(helmets.ranges[0]!.products.find(([id]) => id === w.helmets[2]!.id)![6]).toEqual([]);
  });

  it('runs without JIT, nested loops or disk sorts, its settings local to its transaction', async () => {
    const db = t.database.db;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(planningSettingsSql);
      const settings = (await tx.execute(
        sql`select current_setting('jit') as jit, current_setting('enable_nestloop') as nestloop, current_setting('work_mem') as work_mem`,
      )) as unknown as { rows: Array<{ jit: string; nestloop: string; work_mem: string }> };
      expect(settings.rows[0]).toEqual({ jit: 'off', nestloop: 'off', work_mem: '64MB' });
      const explained = (await tx.execute(
        sql`explain (analyze, costs off) ${planningSql(w.site.id, '2026-09-01', new Date('2026-09-01T06:00:00Z'), new Date('2026-09-05T17:00:00Z'), null)}`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return explained.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).not.toMatch(/Nested Loop/);
    expect(plan).not.toMatch(/external merge|Disk:/);
    expect(plan).not.toMatch(/JIT:/);
    // SET LOCAL: once the transaction is over, the connection has its defaults again.
    const after = (await db.execute(
      sql`select current_setting('enable_nestloop') as nestloop`,
    )) as unknown as {
      rows: Array<{ nestloop: string }>;
    };
    expect(after.rows[0]!.nestloop).toBe('on');
  });
});
