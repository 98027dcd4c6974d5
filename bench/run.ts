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
import { type Database, openDatabase, type Statement } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
import { captureAnswer, cpuOf, startBareHandler } from './api-floor.ts';
import { benchRecords, signInAdmin } from './bench-session.ts';
import { generateBenchData } from './data-generator.ts';
import { measureExports } from './exports.ts';
import { measurePlanningGrowth } from './planning-growth.ts';
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
/** BENCH_ONLY=rentals: only the rentals endpoints; BENCH_ONLY=web: only the web bundle's measure; BENCH_ONLY=planning-web: only the planning screen in Chromium (bench/planning-web.ts). BENCH_ONLY=exports: only the accounting export (bench/exports.ts). BENCH_ONLY=planning-growth: only the planning statement's growth (bench/planning-growth.ts). BENCH_DATABASES=pglite or postgres: only that one. */
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

/**
 * The statements the API runs, recorded while `recording` is set (Drizzle's logger on the bench
 * database): the floor of a rentals endpoint is its own statements, run bare.
 */
const recorded: Statement[] = [];
let recording = false;
const statementLogger = {
  logQuery(text: string, params: unknown[]) {
    if (recording) recorded.push({ text, params: [...params] });
  },
};
/** Transaction control is left out of a replay: the replay runs in its own transaction, rolled back. */
const transactionControl = /^\s*(begin|commit|rollback|start transaction|savepoint|release)\b/i;

/**
 * The statements of one request: `send` runs three times and the shortest recording is kept (the
 * API's background work, e.g. the payment outbox's poll, may add a statement to one of them).
 */
const captureStatements = async (send: () => Promise<void>, times = 3): Promise<Statement[]> => {
  let best: Statement[] | null = null;
  for (let i = 0; i < times; i++) {
    recorded.length = 0;
    recording = true;
    try {
      await send();
    } finally {
      recording = false;
    }
    const found = recorded.filter((statement) => !transactionControl.test(statement.text));
    if (best === null || found.length < best.length) best = found;
  }
  return best ?? [];
};

/**
 * The floor of a rentals endpoint: the statements one request of it runs (recorded from the API),
 * run bare (no HTTP, no session check in code, no JSON) one after the other on one connection —
 * writes in a transaction rolled back — by as many concurrent clients as the endpoint's row has,
 * client k replaying `rounds[k % rounds.length]`; the p95 of a round over at least 2 s and 30 rounds.
 */
const timeFloorP95 = async (
  database: Database,
  rounds: Statement[][],
  clients: number,
  rollback: boolean,
): Promise<{ p95: number; stopped: number; firstError: string | null }> => {
  const times: number[] = [];
  let stopped = 0;
  let firstError: string | null = null;
  const deadline = performance.now() + 2000;
  const loop = async (client: number) => {
    const statements = rounds[client % rounds.length]!;
    while (performance.now() < deadline || times.length < 30) {
      const started = performance.now();
      // A round that meets an error stops there (counted and shown: none is expected).
      const error = await database.replay(statements, { rollback, stopAtError: rollback });
      if (error) {
        stopped++;
        firstError ??= error.message;
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  times.sort((a, b) => a - b);
  return {
    p95: Number(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!.toFixed(3)),
    stopped,
    firstError,
  };
};

/** The PostgreSQL database of the run under way (the bare handler's pool connects to it). */
let benchDatabaseUrl: string | null = null;

/**
 * Issue 28: the rows whose API CPU per request is compared with the bare handler's (bench/api-floor.ts),
 * on PostgreSQL, at BENCH_CONNECTIONS clients. Target: a ratio of at most 2.
 */
const cpuRatioRows = new Set([
  'GET /rentals/{id}',
  'POST /reservations',
  'GET /products (fleet page)',
  'GET /plannings (2,000 products, 30 days)',
]);
export const cpuRatioTarget = 2;
/**
 * Seconds of load before the API's and the bare handler's CPU is measured on those rows (each side
 * warmed the same way): the ratio is that of a process serving all day, not of its first requests,
 * whose compilation of the route's code doubled the API's CPU per request (docs/benchmarks.md, "The
 * fleet page's overhead, third pass"). Six seconds: loaded in slices of 2 s, the fleet page's API
 * CPU per request was 1.56, then 0.91, then 0.64 to 0.71 ms from the third slice on (docs/benchmarks.md,
 * "The boot's last modules out of /calendar's path"). BENCH_CPU_WARMUP_SECONDS=0: none.
 */
const cpuWarmupSeconds = Number(process.env.BENCH_CPU_WARMUP_SECONDS ?? 6);

const openBenchDatabase = async (kind: 'pglite' | 'postgres') => {
  if (kind === 'pglite')
    return {
      database: await openDatabase({ dataDir: 'memory://', databaseUrl: null, logger: statementLogger }),
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
  benchDatabaseUrl = url.toString();
  return {
    database: await openDatabase({
      dataDir: 'memory://',
      databaseUrl: url.toString(),
      logger: statementLogger,
    }),
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
  mode: 'static' | 'reserve' | 'close' | 'pay';
  method?: 'GET';
  path?: string;
  limit?: number;
  /**
   * Concurrent clients: only this count; when absent, BENCH_CONNECTIONS (throughput) and then 1
   * (a request alone, the latency the floor target is about).
   */
  connections?: number;
  /** Before each request (not timed), a write that makes the planning's cached answer out of date. */
  writeBefore?: boolean;
}

const rentalEndpoints: RentalEndpoint[] = [
  {
    // A screen loads it once per user action: its latency alone, then ten users at once.
    name: 'GET /plannings (2,000 products, 30 days) 1 conn.',
    mode: 'static',
    method: 'GET',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
    connections: 1,
  },
  {
    // The same when every load follows a write (a line validated, not timed): the answer kept by
    // the API is out of date each time and is built again by the planning's query.
    name: 'GET /plannings after a write (rebuilt) 1 conn.',
    mode: 'static',
    method: 'GET',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
    connections: 1,
    writeBefore: true,
  },
  {
    name: 'GET /plannings (2,000 products, 30 days)',
    mode: 'static',
    method: 'GET',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
    // Alone: the first row.
    connections,
  },
  {
    name: 'GET /products/available_for_reservation',
    mode: 'static',
    method: 'GET',
    path: '/api/products/available_for_reservation?searchStartDate=2030-06-10&searchEndDate=2030-06-11',
  },
  {
    name: 'GET /rentals (filtered page)',
    mode: 'static',
    method: 'GET',
    path: '/api/rentals?rentalType.id=2&state.id[]=1&state.id[]=2&page=2',
  },
  {
    name: 'GET /rentals/{id}',
    mode: 'static',
    method: 'GET',
    path: '/api/rentals/1000001',
  },
  {
    // The fleet screen's first page (issue 28's API/floor CPU ratio).
    name: 'GET /products (fleet page)',
    mode: 'static',
    method: 'GET',
    path: '/api/products?page=1&itemsPerPage=30&order[internalNumber]=asc',
    connections,
  },
  {
    name: 'POST /reservations',
    mode: 'reserve',
  },
  {
    name: 'PATCH /rentals/{id}/close',
    mode: 'close',
    limit: closeBenchCount,
  },
  {
    // Issue 23: a payment at the counter (chained and signed in the ledger), its floor not measured.
    name: 'POST /payments/create',
    mode: 'pay',
  },
  // The top-bar search (issue 13: within 150 ms): one user typing, so 1 connection.
  ...[
    {
      what: 'a rental number',
      q: '1000001',
    },
    {
      what: 'a last name, 1,110 matches',
      q: 'nom12',
    },
    {
      what: 'an e-mail, 11,111 matches',
      q: 'bench.customer.4',
    },
    {
      what: 'a product number',
      q: 'bench-0100',
    },
  ].map(
    ({ what, q }): RentalEndpoint => ({
      name: `GET /search (${what})`,
      mode: 'static',
      method: 'GET',
      path: `/api/search?q=${encodeURIComponent(q)}`,
      connections: 1,
    }),
  ),
];

const runRentalEndpoints = async (
  kind: 'pglite' | 'postgres',
  database: Database,
  base: string,
  token: string,
) => {
  const { productIds, customer } = await benchRecords(database);
  const lineId = Number(
    (
      (await database.db.execute(
        sql`select min(id) as id from rental_products where rental_id = 1000001`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows[0]!.id,
  );
  const rows = [];
  // "reserve" and "close" change the data: each run books other slots, closes other contracts.
  const offsets: Record<RentalEndpoint['mode'], number> = { static: 0, reserve: 0, close: 0, pay: 0 };
  const site = (
    (await database.db.execute(sql`select min(id) as id from sites`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows[0]!.id;
  const load = async (endpoint: RentalEndpoint, clients: number, extra: Record<string, unknown> = {}) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join('bench', 'load.mjs'),
        JSON.stringify({
          base,
          token,
          seconds: durationSeconds,
          connections: clients,
          mode: endpoint.mode,
          method: endpoint.method,
          path: endpoint.path,
          productIds,
          customer: `/api/customers/${customer}`,
          firstId: closeBenchFirstId,
          site: `/api/sites/${site}`,
          offset: offsets[endpoint.mode],
          limit: endpoint.limit,
          before: endpoint.writeBefore ? writeBefore : undefined,
          ...extra,
        }),
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      requests: number;
      requestsPerSecond: number;
      p50: number;
      p95: number;
      p99: number;
      statuses: Record<string, number>;
    };
    if (endpoint.mode !== 'static') offsets[endpoint.mode] += report.requests + clients;
    return report;
  };
  const writeBefore = { method: 'PATCH', path: `/api/rental_products/${lineId}`, body: { validate: true } };
  const authorization = { authorization: `Bearer ${token}` };
  /** One request's statements per client (a write: each client its own booking or contract). */
  const captureRounds = async (endpoint: RentalEndpoint, clients: number): Promise<Statement[][]> => {
    // A payment's statements are not replayed (its floor is left out).
    if (endpoint.mode === 'pay') return [[]];
    if (endpoint.mode === 'static') {
      const statements = await captureStatements(async () => {
        if (endpoint.writeBefore) {
          recording = false;
          const before = await fetch(`${base}${writeBefore.path}`, {
            method: 'PATCH',
            headers: { ...authorization, 'content-type': 'application/merge-patch+json' },
            body: JSON.stringify(writeBefore.body),
          });
          await before.arrayBuffer();
          recorded.length = 0;
          recording = true;
        }
        const response = await fetch(`${base}${endpoint.path}`, { headers: authorization });
        await response.arrayBuffer();
      });
      return [statements];
    }
    const rounds: Statement[][] = [];
    // A write is captured in a dry run: a deferred trigger made for the capture aborts the request's
    // transaction when it commits, so every statement ran (and was recorded) but nothing stays, and
    // its replay meets the same free slot, contract in progress, invoice number and ledger sequence
    // as the API did. (Answered 409: the trigger raises a unique violation, which the API expects.)
    await database.db.execute(sql`create table if not exists bench_dry_run (dry boolean)`);
    await database.db.execute(sql`
      create or replace function bench_dry_run_abort() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from bench_dry_run) then
          raise exception using errcode = '23505', message = 'bench dry run: rolled back at commit';
        end if;
        return null;
      end $$`);
    await database.db.execute(sql`
      create constraint trigger bench_dry_run after insert or update on rentals
      deferrable initially deferred for each row execute function bench_dry_run_abort()`);
    await database.db.execute(sql`insert into bench_dry_run values (true)`);
    try {
      for (let k = 0; k < clients; k++) {
        // One request exactly (the next booking slot or contract), recorded once.
        const first = offsets[endpoint.mode];
        const statements = await captureStatements(async () => {
          await load(endpoint, 1, { offset: first, limit: first + 1, warm: false });
        }, 1);
        if (endpoint.mode === 'close') {
          // A close reads its answer once committed, which the dry run never reaches: those are the
          // statements of GET /rentals/{id} of the same contract, but its session check.
          const answer = await captureStatements(async () => {
            const response = await fetch(`${base}/api/rentals/${closeBenchFirstId + first}`, {
              headers: authorization,
            });
            await response.arrayBuffer();
          });
          statements.push(...answer.slice(1));
        }
        rounds.push(statements);
        offsets[endpoint.mode] = first + 1;
      }
    } finally {
      await database.db.execute(sql`delete from bench_dry_run`);
      await database.db.execute(sql`drop trigger bench_dry_run on rentals`);
    }
    return rounds;
  };
  // BENCH_ENDPOINTS=<text>[|<text>…]: only the rentals endpoints whose name contains one of them (e.g. close).
  const wanted = process.env.BENCH_ENDPOINTS?.split('|');
  for (const endpoint of rentalEndpoints.filter(
    (e) => !wanted || wanted.some((text) => e.name.includes(text)),
  )) {
    for (const clients of endpoint.connections ? [endpoint.connections] : [connections, 1]) {
      const withCpu = kind === 'postgres' && clients === connections && cpuRatioRows.has(endpoint.name);
      if (withCpu && cpuWarmupSeconds > 0) await load(endpoint, clients, { seconds: cpuWarmupSeconds });
      const { cpuMs: apiCpuMs, result: report } = await cpuOf(() => load(endpoint, clients));
      const rounds = await captureRounds(endpoint, clients);
      let cpu: { apiMsPerRequest: number; bareMsPerRequest: number; ratio: number } | undefined;
      if (withCpu && benchDatabaseUrl) {
        // The answer as the API sends it: for a booking, one more (real) booking in 2033.
        const answer =
          endpoint.mode === 'reserve'
            ? await captureAnswer(`${base}/api/reservations`, {
                method: 'POST',
                headers: { ...authorization, 'content-type': 'application/json' },
                body: JSON.stringify({
                  startDate: '2033-01-05T08:00:00',
                  endDate: '2033-01-05T19:00:00',
                  products: [`/api/products/${productIds[0]}`],
                  customer: `/api/customers/${customer}`,
                }),
              })
            : await captureAnswer(`${base}${endpoint.path}`, { headers: authorization });
        const bare = await startBareHandler(benchDatabaseUrl, rounds[0]!, answer, endpoint.mode !== 'static');
        try {
          if (cpuWarmupSeconds > 0)
            await load(endpoint, clients, { base: bare.base, seconds: cpuWarmupSeconds });
          const { cpuMs: bareCpuMs, result: bareReport } = await cpuOf(() =>
            load(endpoint, clients, { base: bare.base }),
          );
          const apiMsPerRequest = apiCpuMs / Math.max(1, report.requests);
          const bareMsPerRequest = bareCpuMs / Math.max(1, bareReport.requests);
          cpu = {
            apiMsPerRequest: Number(apiMsPerRequest.toFixed(3)),
            bareMsPerRequest: Number(bareMsPerRequest.toFixed(3)),
            ratio: Number((apiMsPerRequest / bareMsPerRequest).toFixed(2)),
          };
          console.log(
            `[${kind}] ${endpoint.name.padEnd(50)} API/floor CPU: API ${cpu.apiMsPerRequest} ms per request (${report.requestsPerSecond} req/s), bare handler ${cpu.bareMsPerRequest} ms (${bareReport.requestsPerSecond} req/s, ${answer.body.length} bytes, statuses ${JSON.stringify(bareReport.statuses)}): ratio ${cpu.ratio}, target ≤ ${cpuRatioTarget}: ${cpu.ratio <= cpuRatioTarget ? 'met' : 'NOT met'}`,
          );
        } finally {
          await bare.close();
        }
      }
      const {
        p95: floor,
        stopped,
        firstError,
      } = await timeFloorP95(database, rounds, clients, endpoint.mode !== 'static');
      const row = {
        database: kind,
        endpoint: endpoint.name,
        connections: clients,
        requestsPerSecond: report.requestsPerSecond,
        p50Ms: report.p50,
        p95Ms: report.p95,
        p99Ms: report.p99,
        /** The statements one request runs (recorded from the API). */
        statements: rounds[0]!.length,
        /** The p95 of those statements run bare by as many clients. */
        floorMs: floor,
        /** Replayed rounds that stopped at a statement refused (none expected). */
        floorRoundsStopped: stopped,
        floorFirstError: firstError,
        statuses: report.statuses,
        /** Issue 11: no endpoint's p95 more than 3 times its bare query plus 5 ms. */
        withinFloorTarget: report.p95 <= 3 * floor + 5,
        /** Issue 28: this process's CPU per request, the API's and the bare handler's (PostgreSQL). */
        cpu,
      };
      console.log(
        `[${kind}] ${endpoint.name.padEnd(50)} c=${String(row.connections).padEnd(2)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  p99 ${row.p99Ms} ms  floor p95 ${row.floorMs} ms (${row.statements} statements${stopped ? `, ${stopped} rounds stopped: ${firstError}` : ''}) ${row.withinFloorTarget ? 'within' : 'NOT within'} 3x+5  statuses ${JSON.stringify(row.statuses)}`,
      );
      rows.push(row);
    }
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
  const token = await signInAdmin(base);
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
// The planning statement at 200, 2,000 and 10,000 products and its growth exponent (bench/planning-growth.ts); BENCH_ONLY=planning-growth runs only it.
const planningGrowth =
  only === undefined || only === 'planning-growth' ? await measurePlanningGrowth(databases) : undefined;
const all =
  only === 'web' || only === 'planning-web' || only === 'exports' || only === 'planning-growth'
    ? []
    : [
        ...(databases.includes('pglite') ? await runOn('pglite') : []),
        ...(process.env.DATABASE_URL && databases.includes('postgres') ? await runOn('postgres') : []),
      ];
writeFileSync(
  path.join('bench', 'results.json'),
  `${JSON.stringify({ at: new Date().toISOString(), durationSeconds, connections, webBundle, planningWeb, planningGrowth, exports: exportsMeasure, results: all }, null, 2)}\n`,
);
console.log('written bench/results.json');
