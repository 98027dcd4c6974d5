/**
 * Profiling aid (not part of npm run bench, issue 28): the API's CPU per request of a few
 * endpoints, quickly, on a PostgreSQL database already built by `PROFILE_KEEP=1 npx tsx
 * bench/profile-booking.ts` (DATABASE_URL names that database: nothing is generated again). Each
 * round loads every endpoint for API_CPU_SECONDS (default 5) with bench/load.mjs and prints this
 * process's CPU per request; a GET also beside the bare handler (bench/api-floor.ts) replaying its
 * recorded statements, and its ratio. API_CPU_ROUNDS rounds (default 2), API_CPU_ONLY=<text>: only
 * the endpoints whose name contains it. API_CPU_SLICES=n: the API and the bare handler alternate n
 * times in a round (seconds/n each). API_CPU_PROFILE=<file.cpuprofile>: a CPU profile of the
 * API process during the loads of the API, and another (`-bare`) during the bare handler's.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase, type Statement } from '../apps/api/src/db/client.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
import { captureAnswer, cpuOf, startBareHandler } from './api-floor.ts';
import { benchRecords, signInAdmin } from './bench-session.ts';

const databaseUrl = process.env.DATABASE_URL!;
const seconds = Number(process.env.API_CPU_SECONDS ?? 5);
const rounds = Number(process.env.API_CPU_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const recorded: Statement[] = [];
let recording = false;
const database = await openDatabase({
  dataDir: 'memory://',
  databaseUrl,
  logger: {
    logQuery(text: string, params: unknown[]) {
      if (recording) recorded.push({ text, params: [...params] });
    },
  },
});
const { app } = await buildApp(testConfig({ logLevel: 'warn', signInMaxFailuresPerAccount: 1000 }), {
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = await signInAdmin(base);
const { productIds, customer } = await benchRecords(database);
// Bookings go to slots no earlier run took (each run starts after the last one's).
const offsetFile = '/tmp/velodesk-api-cpu-offset';
let reserveOffset = (() => {
  try {
    return Number(readFileSync(offsetFile, 'utf8')) || 40 * productIds.length;
  } catch {
    return 40 * productIds.length;
  }
})();

interface Endpoint {
  name: string;
  mode: 'static' | 'reserve';
  path?: string;
  /** This load's length, when not API_CPU_SECONDS (a slice of a round). */
  seconds?: number;
}
const endpoints: Endpoint[] = [
  {
    name: 'GET /products (fleet page)',
    mode: 'static',
    path: '/api/products?page=1&itemsPerPage=30&order[internalNumber]=asc',
  },
  { name: 'GET /rentals/{id}', mode: 'static', path: '/api/rentals/1000001' },
  { name: 'POST /reservations', mode: 'reserve' },
  {
    name: 'GET /plannings',
    mode: 'static',
    path: '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
  },
].filter((e) => !process.env.API_CPU_ONLY || e.name.includes(process.env.API_CPU_ONLY));

const load = async (endpoint: Endpoint, target: string) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join('bench', 'load.mjs'),
      JSON.stringify({
        base: target,
        token,
        seconds: endpoint.seconds ?? seconds,
        connections,
        mode: endpoint.mode,
        method: 'GET',
        path: endpoint.path,
        productIds,
        customer: `/api/customers/${customer}`,
        offset: reserveOffset,
      }),
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as { requests: number; statuses: Record<string, number> };
  if (endpoint.mode === 'reserve') {
    reserveOffset += report.requests + connections;
    writeFileSync(offsetFile, String(reserveOffset));
  }
  return report;
};

const profiler = process.env.API_CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
}
const authorization = { authorization: `Bearer ${token}` };
/** Where a profile of this endpoint's round goes (API_CPU_PROFILE), `-bare` for the bare handler's. */
const profileFile = (endpoint: Endpoint, round: number, suffix: string) =>
  process.env.API_CPU_PROFILE!.replace(
    /\.cpuprofile$/,
    `-${endpoint.name.replace(/\W+/g, '_')}-${round}${suffix}.cpuprofile`,
  );
/** The CPU and requests of one load of `target` (profiled into `file` when asked). */
const measure = async (endpoint: Endpoint, target: string, file: string | null) => {
  if (profiler && file) await profiler.post('Profiler.start');
  const { cpuMs, result } = await cpuOf(() => load(endpoint, target));
  if (profiler && file) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  }
  return { cpuMs, requests: result.requests, statuses: result.statuses };
};
// API_CPU_SLICES=n: each round alternates the API and the bare handler n times (seconds/n each),
// so that a change of the machine's load during the round weighs on both alike.
const slices = profiler ? 1 : Number(process.env.API_CPU_SLICES ?? 1);
const sliceSeconds = seconds / slices;
for (let round = 1; round <= rounds; round++) {
  for (const endpoint of endpoints) {
    let handler: Awaited<ReturnType<typeof startBareHandler>> | null = null;
    let bytes = '';
    if (endpoint.mode === 'static') {
      // One request first, unrecorded: the planning's answer kept again after the bookings of the
      // endpoint before, as it is during the load (the recorded statements are a load's own).
      await captureAnswer(`${base}${endpoint.path}`, { headers: authorization });
      recorded.length = 0;
      recording = true;
      const answer = await captureAnswer(`${base}${endpoint.path}`, { headers: authorization });
      recording = false;
      const statements = [...recorded];
      if (process.env.API_CPU_DUMP) {
        const file = `${process.env.API_CPU_DUMP}-${endpoint.name.replace(/\W+/g, '_')}`;
        writeFileSync(`${file}.body`, answer.body);
        writeFileSync(`${file}.json`, JSON.stringify({ ...answer, body: undefined, statements }, null, 1));
      }
      bytes = `, ${answer.body.length} bytes ${answer.contentEncoding ?? ''}, ${statements.length} statements`;
      handler = await startBareHandler(databaseUrl, statements, answer, false);
    }
    const api = { cpuMs: 0, requests: 0, statuses: {} as Record<string, number> };
    const bare = { cpuMs: 0, requests: 0 };
    try {
      for (let slice = 0; slice < slices; slice++) {
        const apiSlice = await measure(
          { ...endpoint, seconds: sliceSeconds },
          base,
          profiler ? profileFile(endpoint, round, '') : null,
        );
        api.cpuMs += apiSlice.cpuMs;
        api.requests += apiSlice.requests;
        for (const [status, n] of Object.entries(apiSlice.statuses))
          api.statuses[status] = (api.statuses[status] ?? 0) + n;
        if (handler) {
          const bareSlice = await measure(
            { ...endpoint, seconds: sliceSeconds },
            handler.base,
            profiler ? profileFile(endpoint, round, '-bare') : null,
          );
          bare.cpuMs += bareSlice.cpuMs;
          bare.requests += bareSlice.requests;
        }
      }
    } finally {
      await handler?.close();
    }
    const apiMs = api.cpuMs / Math.max(1, api.requests);
    const bareMs = handler ? bare.cpuMs / Math.max(1, bare.requests) : null;
    console.log(
      `${endpoint.name.padEnd(28)} round ${round}: API ${apiMs.toFixed(3)} ms CPU per request (${api.requests} requests, ${JSON.stringify(api.statuses)})${bareMs === null ? '' : `, bare ${bareMs.toFixed(3)} ms: ratio ${(apiMs / bareMs).toFixed(2)}`}${bytes}  load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
  }
}
await app.close();
await database.close();
