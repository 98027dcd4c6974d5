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
import { testConfig } from '../apps/api/src/platform/config.ts';
import { generateBenchData } from './data-generator.ts';

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

const runOn = async (kind: 'pglite' | 'postgres') => {
  const { database, drop } = await openBenchDatabase(kind);
  const { app, ctx } = await buildApp(testConfig({ logLevel: 'warn', signInMaxFailuresPerAccount: 1000 }), {
    database,
  });
  const started = performance.now();
  await seedDemoData(ctx);
  await generateBenchData(database.db);
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
  for (const endpoint of endpoints) {
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
  await app.close();
  await database.close();
  await drop();
  return results;
};

const all = [...(await runOn('pglite')), ...(process.env.DATABASE_URL ? await runOn('postgres') : [])];
writeFileSync(
  path.join('bench', 'results.json'),
  `${JSON.stringify({ at: new Date().toISOString(), durationSeconds, connections, results: all }, null, 2)}\n`,
);
console.log('written bench/results.json');
