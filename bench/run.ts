/**
 * npm run bench: builds the benchmark data set on PGlite (and on PostgreSQL when DATABASE_URL is
 * set), loads the API from a second process (autocannon) and prints, per endpoint, requests per
 * second and latency percentiles beside the time of the same query run bare (the floor).
 * Writes bench/results.json. autocannon's histogram gives p50, p97.5 and p99 (no p95).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { planningSql } from '../apps/api/src/modules/rentals/rentals.repository.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
import { generateBenchData } from './data-generator.ts';
import { measureExports } from './exports.ts';
import { measurePlanningWeb } from './planning-web.ts';
import { closeBenchCount, closeBenchFirstId, generateRentalBenchData } from './rentals-data.ts';
import { measureWebBundle } from './web-bundle.ts';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The query the endpoint runs, bare, for the floor. */
  floor?: SQL;
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /sites (selector)',
    method: 'GET',
    path: '/api/sites?pagination=false&order[activated]=desc&order[name]=asc',
    floor: sql`select * from sites order by activated desc, name asc`,
  },
  {
    name: 'GET /users (own record)',
    method: 'GET',
    path: '/api/users?username=admin',
    floor: sql`select * from users where username = 'admin'`,
  },
  {
    name: 'GET /countries (all)',
    method: 'GET',
    path: '/api/countries?pagination=false',
    floor: sql`select * from countries order by name`,
  },
  {
    name: 'GET /feature_accesses (own profile)',
    method: 'GET',
    path: '/api/feature_accesses?profile.name=ADMINISTRATEUR',
    floor: sql`select * from feature_accesses where profile_id = 1`,
  },
  {
    name: 'GET /products (fleet grid, page 1)',
    method: 'GET',
    path: '/api/products?page=1&itemsPerPage=10&order[internalNumber]=asc',
    floor: sql`select * from products order by internal_number limit 10`,
  },
  {
    name: 'GET /products (scan by internal number)',
    method: 'GET',
    path: '/api/products?internalNumber=BENCH-01000',
    floor: sql`select * from products where internal_number = 'BENCH-01000'`,
  },
  {
    name: 'GET /pricings (pricings screen)',
    method: 'GET',
    path: '/api/pricings?company.id=1&declination.id=1&pagination=false',
    floor: sql`select * from pricings where company_id = 1 and declination_id = 1`,
  },
  {
    name: 'GET /count/customer',
    method: 'GET',
    path: '/api/count/customer',
    floor: sql`select count(*) from customers`,
  },
];

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_ONLY=rentals: only the rentals endpoints; BENCH_ONLY=web: only the web bundle's measure; BENCH_ONLY=planning-web: only the planning screen in Chromium (bench/planning-web.ts). BENCH_ONLY=exports: only the accounting export (bench/exports.ts). BENCH_DATABASES=pglite or postgres: only that one. */
const only = process.env.BENCH_ONLY;
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const timeFloor = async (database: Database, query: SQL): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await database.db.execute(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(3));
};

const openBenchDatabase = async (kind: 'pglite' | 'postgres') => {
  if (kind === 'pglite')
    return {
      database: await openDatabase({ dataDir: 'memory://', databaseUrl: null }),
      drop: async () => {},
    };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `velodesk_bench_${randomBytes(4).toString('hex')}`;
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

/** The rentals endpoints of issue 11, loaded by bench/load.mjs (exact p95), each beside its bare queries. */
interface RentalEndpoint {
  name: string;
  mode: 'static' | 'reserve' | 'close';
  method?: 'GET';
  path?: string;
  floor: SQL[] | ((siteId: number) => SQL[]);
  limit?: number;
  /** Concurrent clients (BENCH_CONNECTIONS when absent). */
  connections?: number;
  /** Before each request (not timed), a write that makes the planning's cached answer out of date. */
  writeBefore?: boolean;
}

/** The planning's one query (rentals.repository.ts planningSql), run bare: 2030-06-01 08:00 to 06-30 19:00 Paris. */
const planningFloor = (siteId: number) => [
  planningSql(siteId, '2030-06-01', new Date('2030-06-01T06:00:00Z'), new Date('2030-06-30T17:00:00Z'), null),
];

const rentalEndpoints: RentalEndpoint[] = [
  {
    // A screen loads it once per user action: its latency alone, then ten users at once.
    name: 'GET /plannings (2,000 products, 30 days) 1 conn.',
    mode: 'static',
    method: 'GET',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
    floor: planningFloor,
    connections: 1,
  },
  {
    // The same when every load follows a write (a line validated, not timed): the answer kept by
    // the API is out of date each time and is built again by the planning's query.
    name: 'GET /plannings after a write (rebuilt) 1 conn.',
    mode: 'static',
    method: 'GET',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
    floor: planningFloor,
    connections: 1,
    writeBefore: true,
  },
  {
    name: 'GET /plannings (2,000 products, 30 days)',
    mode: 'static',
    method: 'GET',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
    floor: planningFloor,
  },
  {
    name: 'GET /products/available_for_reservation',
    mode: 'static',
    method: 'GET',
    path: '/api/products/available_for_reservation?searchStartDate=2030-06-10&searchEndDate=2030-06-11',
    floor: [
      sql`select p.id from products p where p.site_id = (select min(id) from sites) and p.status_id in (2, 3)`,
      sql`select distinct rp.product_id from rental_products rp join rentals r on r.id = rp.rental_id
          where r.site_id = (select min(id) from sites) and rp.live
            and rp.held && tstzrange('2030-06-10 06:00+00', '2030-06-11 17:00+00', '[]')`,
    ],
  },
  {
    name: 'GET /rentals (filtered page)',
    mode: 'static',
    method: 'GET',
    path: '/api/rentals?rentalType.id=2&state.id[]=1&state.id[]=2&page=2',
    floor: [
      sql`select * from rentals where rental_type_id = 2 and state_id in (1, 2) order by id desc limit 30 offset 30`,
      sql`select count(*) from rentals where rental_type_id = 2 and state_id in (1, 2)`,
    ],
  },
  {
    name: 'GET /rentals/{id}',
    mode: 'static',
    method: 'GET',
    path: '/api/rentals/1000001',
    floor: [
      sql`select * from rentals where id = 1000001`,
      sql`select * from rental_products where rental_id = 1000001`,
    ],
  },
  {
    name: 'POST /reservations',
    mode: 'reserve',
    floor: [
      sql`select rp.product_id from rental_products rp where rp.live and rp.product_id = (select min(id) from products)
          and rp.held && tstzrange('2031-01-01 07:00+00', '2031-01-01 18:00+00', '[]')`,
    ],
  },
  {
    name: 'PATCH /rentals/{id}/close',
    mode: 'close',
    limit: closeBenchCount,
    floor: [sql`select * from rental_products where rental_id = ${closeBenchFirstId}`],
  },
  // The top-bar search (issue 13: within 150 ms): one user typing, so 1 connection.
  ...[
    {
      what: 'a rental number',
      q: '1000001',
      floor: sql`select * from rentals where id = 1000001 or id between 10000010 and 10000019 or id between 100000100 and 100000199 or id between 1000001000 and 1000001999 limit 6`,
    },
    {
      what: 'a last name, 1,110 matches',
      q: 'nom12',
      floor: sql`select id from customers where lower(lastname) like 'nom12%' or lower(name) like 'nom12%' limit 50`,
    },
    {
      what: 'an e-mail, 11,111 matches',
      q: 'bench.customer.4',
      floor: sql`select c.id from emails e join customers c on c.email_id = e.id where e.email like 'bench.customer.4%' limit 50`,
    },
    {
      what: 'a product number',
      q: 'bench-0100',
      floor: sql`select * from products where lower(internal_number) like 'bench-0100%' limit 6`,
    },
  ].map(
    ({ what, q, floor }): RentalEndpoint => ({
      name: `GET /search (${what})`,
      mode: 'static',
      method: 'GET',
      path: `/api/search?q=${encodeURIComponent(q)}`,
      connections: 1,
      floor: [floor],
    }),
  ),
];

const runRentalEndpoints = async (
  kind: 'pglite' | 'postgres',
  database: Database,
  base: string,
  token: string,
) => {
  const productIds = (
    (await database.db.execute(
      sql`select id from products where internal_number like 'BENCH-%' order by id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows.map((row) => Number(row.id));
  const customer = (
    (await database.db.execute(sql`select min(id) as id from customers`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows[0]!.id;
  const siteId = Number(
    (
      (await database.db.execute(sql`select min(id) as id from sites`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows[0]!.id,
  );
  const lineId = Number(
    (
      (await database.db.execute(
        sql`select min(id) as id from rental_products where rental_id = 1000001`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows[0]!.id,
  );
  const rows = [];
  for (const endpoint of rentalEndpoints) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join('bench', 'load.mjs'),
        JSON.stringify({
          base,
          token,
          seconds: durationSeconds,
          connections: endpoint.connections ?? connections,
          mode: endpoint.mode,
          method: endpoint.method,
          path: endpoint.path,
          productIds,
          customer: `/api/customers/${customer}`,
          firstId: closeBenchFirstId,
          limit: endpoint.limit,
          before: endpoint.writeBefore
            ? { method: 'PATCH', path: `/api/rental_products/${lineId}`, body: { validate: true } }
            : undefined,
        }),
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      requestsPerSecond: number;
      p50: number;
      p95: number;
      p99: number;
      statuses: Record<string, number>;
    };
    let floor = 0;
    const floorQueries = typeof endpoint.floor === 'function' ? endpoint.floor(siteId) : endpoint.floor;
    for (const query of floorQueries) floor += await timeFloor(database, query);
    const row = {
      database: kind,
      endpoint: endpoint.name,
      connections: endpoint.connections ?? connections,
      requestsPerSecond: report.requestsPerSecond,
      p50Ms: report.p50,
      p95Ms: report.p95,
      p99Ms: report.p99,
      floorMs: Number(floor.toFixed(3)),
      statuses: report.statuses,
      /** Issue 11: no endpoint's p95 more than 3 times its bare query plus 5 ms. */
      withinFloorTarget: report.p95 <= 3 * floor + 5,
    };
    console.log(
      `[${kind}] ${endpoint.name.padEnd(50)} c=${row.connections} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  p99 ${row.p99Ms} ms  floor ${row.floorMs} ms  statuses ${JSON.stringify(row.statuses)}`,
    );
    rows.push(row);
  }
  return rows;
};

const runOn = async (kind: 'pglite' | 'postgres') => {
  const { database, drop } = await openBenchDatabase(kind);
  const { app, ctx } = await buildApp(testConfig({ logLevel: 'warn', signInMaxFailuresPerAccount: 1000 }), {
    database,
  });
  const started = performance.now();
  await seedDemoData(ctx);
  await generateBenchData(database.db);
  await generateRentalBenchData(database.db);
  // The administrator works on the first site (the planning and availability are the current site's).
  await database.db.execute(
    sql`update settings_users set site_id = (select min(id) from sites) where user_id = (select id from users where username = 'admin')`,
  );
  console.log(`[${kind}] data set built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin!2026!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const results = [];
  for (const endpoint of only === 'rentals' ? [] : endpoints) {
    // A second process loads the API; this one keeps serving (execFile, not execFileSync).
    const { stdout: output } = await promisify(execFile)(
      path.join('node_modules', '.bin', 'autocannon'),
      [
        '-j',
        '-c',
        String(connections),
        '-d',
        String(durationSeconds),
        '-m',
        endpoint.method,
        '-H',
        `authorization=Bearer ${token}`,
        `${base}${endpoint.path}`,
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(output) as {
      requests: { average: number };
      latency: { p50: number; p97_5: number; p99: number };
      non2xx: number;
      errors: number;
    };
    const floor = endpoint.floor ? await timeFloor(database, endpoint.floor) : null;
    const row = {
      database: kind,
      endpoint: endpoint.name,
      requestsPerSecond: report.requests.average,
      p50Ms: report.latency.p50,
      p97_5Ms: report.latency.p97_5,
      p99Ms: report.latency.p99,
      floorMs: floor,
      non2xx: report.non2xx,
      errors: report.errors,
    };
    console.log(
      `[${kind}] ${endpoint.name.padEnd(38)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms} ms  p97.5 ${row.p97_5Ms} ms  p99 ${row.p99Ms} ms  floor ${floor ?? '-'} ms${row.non2xx ? `  non-2xx ${row.non2xx}` : ''}`,
    );
    results.push(row);
  }
  results.push(...(await runRentalEndpoints(kind, database, base, token)));
  await app.close();
  await database.close();
  await drop();
  return results;
};

// The sign-in page's initial JavaScript (bench/web-bundle.ts), first; BENCH_ONLY=web runs only it.
const webBundle = only === undefined || only === 'web' ? measureWebBundle() : undefined;
// The planning screen in Chromium on the benchmark data set (bench/planning-web.ts); BENCH_ONLY=planning-web runs only it.
const planningWeb = only === undefined || only === 'planning-web' ? await measurePlanningWeb() : undefined;
// The accounting export of 100,000 invoices, the API in a child process (bench/exports.ts); BENCH_ONLY=exports runs only it.
const exportsMeasure = only === undefined || only === 'exports' ? await measureExports() : undefined;
const all =
  only === 'web' || only === 'planning-web' || only === 'exports'
    ? []
    : [
        ...(databases.includes('pglite') ? await runOn('pglite') : []),
        ...(process.env.DATABASE_URL && databases.includes('postgres') ? await runOn('postgres') : []),
      ];
writeFileSync(
  path.join('bench', 'results.json'),
  `${JSON.stringify({ at: new Date().toISOString(), durationSeconds, connections, webBundle, planningWeb, exports: exportsMeasure, results: all }, null, 2)}\n`,
);
console.log('written bench/results.json');
