/**
 * The planning statement's growth (issue 28): the statement GET /plannings runs when its kept answer
 * is stale (after any write), timed on 200, 2,000 and 10,000 products of one site with ten blocks
 * each in the window (2,000 to 100,000 blocks), on PGlite and on PostgreSQL when DATABASE_URL is
 * set (a fresh database, dropped after). Prints the median time per size and the growth exponent
 * between sizes (log(t2 / t1) / log(n2 / n1): 1 is linear). `BENCH_ONLY=planning-growth npm run
 * bench` runs only this; `npx tsx bench/planning-growth.ts` alone. PLANNING_EXPLAIN=1 prints the
 * statement's EXPLAIN (ANALYZE, BUFFERS) at each size; PLANNING_SIZES=200,2000 other sizes.
 * PLANNING_BEFORE=<an older rentals.repository.ts> also times that file's `planningSql`, run bare,
 * in turns with this one on the same data (a before/after side by side in one run).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import {
  planningJson,
  planningSettingsSql,
  planningSql,
} from '../apps/api/src/modules/rentals/rentals.repository.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';

export interface PlanningGrowthRow {
  database: 'pglite' | 'postgres';
  products: number;
  blocks: number;
  /** Median of the timed runs (after one untimed run), ms. */
  medianMs: number;
  runsMs: number[];
  /** PLANNING_BEFORE: the older statement's median on the same data, in turns with this one. */
  beforeMedianMs?: number;
  beforeExponent?: number | null;
  /** log(t / t of the previous size) / log(n / n of the previous size); null for the first size. */
  exponent: number | null;
}

const sizes = (process.env.PLANNING_SIZES ?? '200,2000,10000').split(',').map(Number);
const blocksPerProduct = 10;
const day0 = '2030-06-01';
// 2030-06-01 08:00 to 2030-06-30 19:00 in Europe/Paris (summer time, UTC+2): the benchmark window.
const startsAt = new Date('2030-06-01T06:00:00Z');
const endsAt = new Date('2030-06-30T17:00:00Z');

const openGrowthDatabase = async (kind: 'pglite' | 'postgres') => {
  if (kind === 'pglite')
    return {
      database: await openDatabase({ dataDir: 'memory://', databaseUrl: null }),
      drop: async () => {},
    };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `velodesk_growth_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/** Products `from` to `to - 1` (GROW-xxxxx) on the site, each with ten rentals of one product in June 2030. */
const addProducts = async (database: Database, siteId: number, from: number, to: number) => {
  await database.db.execute(sql`
    insert into products (site_id, declination_id, internal_number, serial_number, status_id)
    select ${siteId}::int, (select min(id) from declinations) + (n % 10), 'GROW-' || lpad(n::text, 5, '0'), 'GSN' || n, 2
    from generate_series(${from}::int, ${to - 1}::int) as n`);
  await database.db.execute(sql`
    with p as (select id, row_number() over (order by id) - 1 + ${from}::int as n
               from products where internal_number like 'GROW-%' and internal_number >= ${`GROW-${String(from).padStart(5, '0')}`}),
         c as (select array_agg(id order by id) as ids from customers),
         g as (select 5000000 + p.n * ${blocksPerProduct}::int + j as id, p.id as product_id,
                      (select ids from c)[1 + (p.n + j) % cardinality((select ids from c))] as customer_id,
                      (${day0}::date + 3 * j)::date as d, j
               from p cross join generate_series(0, ${blocksPerProduct - 1}::int) j),
         r as (
           insert into rentals (id, rental_type_id, state_id, site_id, customer_id, start_date, start_period,
                                end_date, end_period, starts_at, ends_at, pricing_type_id, discount,
                                duty_free_amount, tax_amount, all_taxes_included_amount)
           select id, case when j % 3 = 0 then 1 else 2 end, case when j % 3 = 0 then 2 else 1 end,
                  ${siteId}::int, customer_id, d, 8, d + 1, 19,
                  (d + time '08:00') at time zone 'Europe/Paris', (d + 1 + time '19:00') at time zone 'Europe/Paris',
                  2, 0, 33.33, 6.67, 40.00
           from g returning id)
    insert into rental_products (rental_id, product_id, held, live, duty_free_amount, tax_amount, all_taxes_included_amount)
    select id, product_id,
           tstzrange((d + time '08:00') at time zone 'Europe/Paris', (d + 1 + time '19:00') at time zone 'Europe/Paris', '[]'),
           true, 33.33, 6.67, 40.00
    from g`);
  await database.db.execute(sql`analyze`);
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const measureOn = async (kind: 'pglite' | 'postgres'): Promise<PlanningGrowthRow[]> => {
  const before = process.env.PLANNING_BEFORE
    ? ((await import(path.resolve(process.env.PLANNING_BEFORE))) as { planningSql: typeof planningSql })
    : null;
  const { database, drop } = await openGrowthDatabase(kind);
  const { app, ctx } = await buildApp(testConfig({ logLevel: 'warn' }), { database });
  const rows: PlanningGrowthRow[] = [];
  try {
    await seedDemoData(ctx);
    // An empty site of its own: the planning shows exactly the products made here.
    const siteId = Number(
      (
        (await database.db.execute(sql`
          insert into sites (name, time_zone, country_id, currency_id, billing_entity_id, activated)
          select 'Growth bench', 'Europe/Paris', country_id, currency_id, billing_entity_id, true
          from sites order by id limit 1
          returning id`)) as unknown as { rows: Array<{ id: number }> }
      ).rows[0]!.id,
    );
    let made = 0;
    for (const size of sizes) {
      await addProducts(database, siteId, made, size);
      made = size;
      const run = async () => {
        const started = performance.now();
        const parts = await planningJson(database.db, siteId, day0, startsAt, endsAt, null);
        const elapsed = performance.now() - started;
        if (parts.length < 2) throw new Error('the planning statement answered no range');
        return elapsed;
      };
      const runBefore = async () => {
        const started = performance.now();
        await database.db.execute(before!.planningSql(siteId, day0, startsAt, endsAt, null));
        return performance.now() - started;
      };
      await run();
      if (before) await runBefore();
      const runsMs: number[] = [];
      const beforeMs: number[] = [];
      for (let i = 0; i < (size >= 10_000 ? 3 : 5); i++) {
        runsMs.push(Number((await run()).toFixed(1)));
        if (before) beforeMs.push(Number((await runBefore()).toFixed(1)));
      }
      const medianMs = median(runsMs);
      const previous = rows.at(-1);
      const growth = (now: number, then: number | undefined) =>
        previous && then
          ? Number((Math.log(now / then) / Math.log(size / previous.products)).toFixed(2))
          : null;
      const exponent = growth(medianMs, previous?.medianMs);
      const beforeMedianMs = before ? median(beforeMs) : undefined;
      const beforeExponent = beforeMedianMs ? growth(beforeMedianMs, previous?.beforeMedianMs) : undefined;
      rows.push({
        database: kind,
        products: size,
        blocks: size * blocksPerProduct,
        medianMs,
        runsMs,
        exponent,
        ...(before ? { beforeMedianMs, beforeExponent } : {}),
      });
      console.log(
        `[${kind}] planning statement, ${size} products, ${size * blocksPerProduct} blocks: median ${medianMs} ms (${runsMs.join(', ')})${exponent === null ? '' : `, growth exponent ${exponent} since ${previous?.products}`}${before ? `; before: median ${beforeMedianMs} ms (${beforeMs.join(', ')})${beforeExponent ? `, exponent ${beforeExponent}` : ''}, after/before ${(medianMs / beforeMedianMs!).toFixed(2)}` : ''}`,
      );
      if (process.env.PLANNING_EXPLAIN) {
        const plan = (await database.db.transaction(async (tx) => {
          await tx.execute(planningSettingsSql);
          return tx.execute(
            sql`explain (analyze, buffers, settings) ${planningSql(siteId, day0, startsAt, endsAt, null)}`,
          );
        })) as unknown as { rows: Array<Record<string, string>> };
        console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
      }
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
  return rows;
};

export const measurePlanningGrowth = async (
  databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(','),
): Promise<PlanningGrowthRow[]> => [
  ...(databases.includes('pglite') ? await measureOn('pglite') : []),
  ...(process.env.DATABASE_URL && databases.includes('postgres') ? await measureOn('postgres') : []),
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await measurePlanningGrowth();
}
