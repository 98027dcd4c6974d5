/**
 * Profiling aid (not part of npm run bench): the rentals benchmark data set on PostgreSQL
 * (DATABASE_URL), then bench/load.mjs runs POST /reservations (or PROFILE_MODE, PROFILE_PATH) for
 * BENCH_SECONDS. It also prints the CPU time per request of the API process and of the database
 * server's processes (when they run on this machine), and with PROFILE_CPU=<file.cpuprofile> writes
 * a CPU profile of the API process during the load only (open it in Chrome's DevTools).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
import { benchRecords, signInAdmin } from './bench-session.ts';
import { generateBenchData } from './data-generator.ts';
import { closeBenchFirstId, generateRentalBenchData } from './rentals-data.ts';

const serverUrl = process.env.DATABASE_URL!;
const name = `velodesk_prof_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
const { app, ctx } = await buildApp(testConfig({ logLevel: 'warn', signInMaxFailuresPerAccount: 1000 }), {
  database,
});
await seedDemoData(ctx);
await generateBenchData(database.db);
await generateRentalBenchData(database.db);
await database.db.execute(
  sql`update settings_users set site_id = (select min(id) from sites) where user_id = (select id from users where username = 'admin')`,
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = await signInAdmin(base);
const { productIds, customer } = await benchRecords(database);
/**
 * CPU seconds of the local database server's processes serving this benchmark's database (0 when
 * the server is not on this machine); other work on the same server is not counted.
 */
const serverCpu = (): number => {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
};
const profiler = process.env.PROFILE_CPU ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
/** Committed transactions of the benchmark's database: one per statement run outside a transaction. */
const commits = async (): Promise<number> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const result = await client.query('select xact_commit from pg_stat_database where datname = $1', [name]);
  await client.end();
  return Number(result.rows[0]?.xact_commit ?? 0);
};
const commitsBefore = await commits();
const apiBefore = process.cpuUsage();
const serverBefore = serverCpu();
const { stdout } = await promisify(execFile)(process.execPath, [
  path.join('bench', 'load.mjs'),
  JSON.stringify({
    base,
    token,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    mode: process.env.PROFILE_MODE ?? 'reserve',
    // PROFILE_MODE=static: GET PROFILE_PATH (e.g. /api/products/available_for_reservation?...).
    method: 'GET',
    path: process.env.PROFILE_PATH,
    productIds,
    customer: `/api/customers/${customer}`,
    firstId: closeBenchFirstId,
    limit: 4000,
  }),
]);
const apiCpu = process.cpuUsage(apiBefore);
const serverSeconds = serverCpu() - serverBefore;
// The statistics collector reports a backend's counts within a second or so of its transactions.
await new Promise((resolve) => setTimeout(resolve, 1500));
const committed = (await commits()) - commitsBefore;
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_CPU!, JSON.stringify(profile));
}
console.log(stdout);
const measured = JSON.parse(stdout) as { requests: number };
const perRequest = (seconds: number) => Number(((seconds * 1000) / measured.requests).toFixed(2));
console.log(
  JSON.stringify({
    apiCpuMsPerRequest: perRequest((apiCpu.user + apiCpu.system) / 1e6),
    clientCpuMsPerRequest: (measured as { clientCpuMsPerRequest?: number }).clientCpuMsPerRequest,
    databaseCpuMsPerRequest: perRequest(serverSeconds),
    // Statements outside a transaction and transactions, per request (about the round trips).
    commitsPerRequest: Number((committed / measured.requests).toFixed(2)),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  }),
);
await app.close();
await database.close();
if (process.env.PROFILE_KEEP) {
  // PROFILE_KEEP=1: the database is kept (to look at its statements); drop it by hand.
  console.log(`kept database ${name}`);
} else {
  const drop = new pg.Client({ connectionString: serverUrl });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}
