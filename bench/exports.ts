/**
 * The accounting export at scale (issue 15): 100,000 invoices exported by POST /api/invoice_exports
 * in ≤ 10 s, the API process's peak memory (peak RSS) ≤ 250 MB.
 *
 * This process builds the data set (the demo data, then 100,000 invoices of 2029 on the first
 * demo rental), then starts the API the way `npm start` runs it: `node scripts/start.mjs
 * --no-build` in a CHILD process, which imports the built server (apps/api/dist/server.js, built
 * first when older than its sources; no tsx loader) with the stay-system simulator, on that
 * database. The child's memory is read from /proc/<pid>/status (Linux): its resident size idle
 * after the start (the baseline), its peak over the start, then — the peak reset
 * (/proc/<pid>/clear_refs) after the sign-in — its peak during the export, sampled too every
 * 25 ms. On PGlite the embedded database (its WebAssembly memory) lives in that process and counts.
 * The export is downloaded over HTTP, timed from the request to the last byte, then read back with
 * exceljs to count its rows. PGlite (a data folder on disk) always; PostgreSQL too when
 * DATABASE_URL is set.
 *
 * `npx tsx bench/exports.ts` (or `BENCH_ONLY=exports npm run bench`) runs it alone;
 * BENCH_EXPORTS_NODE_OPTIONS is given to the API process as NODE_OPTIONS (e.g. a memory probe).
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
import { endOf, stopChild } from './child-process.ts';

export const exportTargets = { rows: 100_000, seconds: 10, peakRssMb: 250 } as const;

export interface ExportMeasure {
  database: 'pglite' | 'postgres';
  /** Invoice rows in the file (header excluded). */
  rows: number;
  seconds: number;
  fileMb: number;
  /** The API process (the built server): resident size idle after its start (the baseline). */
  idleRssMb: number;
  /** Its peak RSS over the start (database opened, migrations checked, first start prepared). */
  startPeakRssMb: number;
  /** Its peak RSS during the export (from the request to the last byte). */
  exportPeakRssMb: number;
  /** Its peak RSS over its whole life: the figure held against the target. */
  peakRssMb: number;
  loadAverage: number[];
  withinTargets: boolean;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);
const round = (value: number) => Math.round(value * 10) / 10;
const exportPeriod = { startDate: '2029-01-01', endDate: '2029-12-31' };

/** 100,000 invoices of 2029 (spread over the year) on the first demo rental, in one statement. */
const insertInvoices = sql`
  insert into invoices (company_id, site_id, rental_id, customer_id, invoice_type_id, invoice_status_id, number, year,
    invoice_date, seller, buyer, payment_terms, duty_free_amount, tax_amount, all_taxes_included_amount)
  select s.billing_entity_id, r.site_id, r.id, r.customer_id, 1, 3, 'B2029-' || lpad(i::text, 6, '0'), 2029,
    date '2029-01-01' + (i % 365), '{}'::jsonb, jsonb_build_object('name', 'Client ' || i), 'À réception',
    round((i % 500 + 10)::numeric, 2), round((i % 500 + 10) * 0.2, 2), round((i % 500 + 10) * 1.2, 2)
  from generate_series(1, ${exportTargets.rows}) as i,
    (select * from rentals order by id limit 1) as r
    join sites s on s.id = r.site_id`;

/** Builds the data set; answers how the API opens the same database, and how to drop it. */
const buildDataSet = async (kind: 'pglite' | 'postgres') => {
  let dataDir = 'memory://';
  let databaseUrl: string | null = null;
  let drop = async () => {};
  if (kind === 'pglite') {
    dataDir = mkdtempSync(path.join(tmpdir(), 'velodesk-bench-exports-'));
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `velodesk_bench_exports_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  const { app, ctx } = await buildApp(testConfig({ logLevel: 'warn' }), { database });
  // The server started on it takes DATA_DIR as a folder (its ledger anchors go there): a temporary
  // one, not "memory://", which it would make in the working directory.
  const serverDataDir = databaseUrl
    ? mkdtempSync(path.join(tmpdir(), 'velodesk-bench-exports-pg-'))
    : dataDir;
  const dropDatabase = drop;
  const dropAll = async () => {
    await dropDatabase();
    if (serverDataDir !== dataDir) rmSync(serverDataDir, { recursive: true, force: true });
  };
  await seedDemoData(ctx);
  await database.db.execute(insertInvoices);
  await database.db.execute(sql`analyze`);
  await app.close();
  await database.close();
  return { dataDir: serverDataDir, databaseUrl, drop: dropAll };
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A process's memory from /proc/<pid>/status, in MB: resident now, and its peak (high-water mark). */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
};

/** Starts the built server as `npm start` does (scripts/start.mjs --no-build), on the data set. */
const startServer = async (set: { dataDir: string; databaseUrl: string | null }) => {
  const { ensureBuilt } = (await import(path.join(root, 'scripts/build.mjs'))) as {
    ensureBuilt: (options: { web: boolean }) => Promise<void>;
  };
  await ensureBuilt({ web: false });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STAY_SIM_PORT: String(await freePort()),
    DATA_DIR: set.dataDir,
    DATABASE_URL: set.databaseUrl ?? '',
    // A PostgreSQL deployment takes its ledger key from the configuration (the embedded one makes its own).
    LEDGER_PRIVATE_KEY: set.databaseUrl
      ? generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      : '',
    // …and the key of the customers' identity numbers.
    IDENTITY_KEY: set.databaseUrl ? randomBytes(32).toString('base64') : '',
    LOG_LEVEL: 'warn',
    // Nothing of this process's loader (tsx) reaches the server.
    NODE_OPTIONS: process.env.BENCH_EXPORTS_NODE_OPTIONS ?? '',
  };
  delete env.STAY_SYSTEM_URL;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = endOf(child, 'the API process');
  const base = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const answer = await fetch(`${base}/api/health`).catch(() => null);
      if (answer?.ok) return;
      await sleep(100);
    }
  })();
  await Promise.race([ready, exited]);
  return { child, base };
};

const measureOn = async (kind: 'pglite' | 'postgres'): Promise<ExportMeasure> => {
  const started = performance.now();
  const set = await buildDataSet(kind);
  console.log(`[exports ${kind}] data set built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { child, base } = await startServer(set);
  const pid = child.pid!;
  try {
    // Idle after the start: what the server holds before any export.
    await sleep(2000);
    const idle = memoryOf(pid);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'finance', password: 'Finance!2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    // The peak so far (start and sign-in), then reset so that the next peak is the export's own.
    const beforeExport = memoryOf(pid);
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let sampledPeakMb = 0;
    const sampler = setInterval(() => {
      sampledPeakMb = Math.max(sampledPeakMb, memoryOf(pid).rssMb);
    }, 25);
    const begin = performance.now();
    const answer = await fetch(`${base}/api/invoice_exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(exportPeriod),
    });
    if (!answer.ok) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
    const file = Buffer.from(await answer.arrayBuffer());
    const seconds = (performance.now() - begin) / 1000;
    clearInterval(sampler);
    const exportPeakRssMb = Math.max(memoryOf(pid).peakRssMb, sampledPeakMb);
    const peakRssMb = Math.max(beforeExport.peakRssMb, exportPeakRssMb);
    const loadAverage = loadavg().map(round);
    // The file read back: every invoice is a row.
    let rows = -1;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {});
    for await (const sheet of reader) for await (const _row of sheet) rows += 1;
    const measure: ExportMeasure = {
      database: kind,
      rows,
      seconds: round(seconds),
      fileMb: round(file.length / 1024 / 1024),
      idleRssMb: round(idle.rssMb),
      startPeakRssMb: round(beforeExport.peakRssMb),
      exportPeakRssMb: round(exportPeakRssMb),
      peakRssMb: round(peakRssMb),
      loadAverage,
      withinTargets:
        rows >= exportTargets.rows &&
        seconds <= exportTargets.seconds &&
        peakRssMb <= exportTargets.peakRssMb,
    };
    console.log(
      `[exports ${kind}] POST /invoice_exports (built server, node scripts/start.mjs --no-build): ${measure.rows} invoice rows in ${measure.seconds} s (target ≤ ${exportTargets.seconds} s), file ${measure.fileMb} MB; API process RSS ${measure.idleRssMb} MB idle (baseline), peak ${measure.startPeakRssMb} MB over the start and sign-in, ${measure.exportPeakRssMb} MB during the export (+${round(measure.exportPeakRssMb - measure.idleRssMb)} MB); peak ${measure.peakRssMb} MB (target ≤ ${exportTargets.peakRssMb} MB); load average ${measure.loadAverage.join(' ')}${measure.withinTargets ? '' : '  OUTSIDE TARGETS'}`,
    );
    return measure;
  } finally {
    await stopChild(child);
    await set.drop();
  }
};

/** PGlite, then PostgreSQL when DATABASE_URL is set (BENCH_DATABASES=pglite or postgres: only that one). */
export const measureExports = async (): Promise<ExportMeasure[]> => {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const results: ExportMeasure[] = [];
  if (databases.includes('pglite')) results.push(await measureOn('pglite'));
  if (process.env.DATABASE_URL && databases.includes('postgres')) results.push(await measureOn('postgres'));
  return results;
};

if (process.argv[1] === thisFile) await measureExports();
