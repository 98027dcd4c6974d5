/**
 * The accounting export at scale (issue 15): 100,000 invoices exported by POST /api/invoice_exports
 * in ≤ 10 s, the API process's peak memory (max RSS) ≤ 250 MB.
 *
 * This process builds the data set (the demo data, then 100,000 invoices of 2029 on the first
 * demo rental), then starts the API in a CHILD process on that database, so the child's max RSS is
 * the API's own: its database client (PGlite's WebAssembly memory included on PGlite), the app
 * and the export. The export is downloaded from the child over HTTP, timed from the request to the
 * last byte, then read back with exceljs to count its rows. PGlite (a data folder on disk) always;
 * PostgreSQL too when DATABASE_URL is set.
 *
 * `npx tsx bench/exports.ts` (or `BENCH_ONLY=exports npm run bench`) runs it alone.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';

export const exportTargets = { rows: 100_000, seconds: 10, peakRssMb: 250 } as const;

export interface ExportMeasure {
  database: 'pglite' | 'postgres';
  /** Invoice rows in the file (header excluded). */
  rows: number;
  seconds: number;
  fileMb: number;
  /** The API process's max RSS before the export (started, data opened) and over its whole life. */
  rssBeforeMb: number;
  peakRssMb: number;
  loadAverage: number[];
  withinTargets: boolean;
}

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

/** Builds the data set; answers how the child opens the same database, and how to drop it. */
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
  await seedDemoData(ctx);
  await database.db.execute(insertInvoices);
  await app.close();
  await database.close();
  return { dataDir, databaseUrl, drop };
};

/** The child: the API on the data set, listening; answers its port, then its max RSS when asked. */
const serve = async () => {
  const database = await openDatabase({
    dataDir: process.env.BENCH_EXPORTS_DATA_DIR ?? 'memory://',
    databaseUrl: process.env.BENCH_EXPORTS_DATABASE_URL || null,
    fromEmptyDatabase: false,
  });
  const { app } = await buildApp(testConfig({ logLevel: 'warn' }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const maxRssMb = () => process.resourceUsage().maxRSS / 1024;
  process.send?.({ port: (app.server.address() as AddressInfo).port, rssMb: maxRssMb() });
  process.on('message', async (message) => {
    if (message === 'usage') process.send?.({ peakRssMb: maxRssMb() });
    if (message === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
};

const nextMessage = <T>(child: ChildProcess): Promise<T> =>
  new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`the API process ended (${code})`)));
  });

const measureOn = async (kind: 'pglite' | 'postgres'): Promise<ExportMeasure> => {
  const started = performance.now();
  const set = await buildDataSet(kind);
  console.log(`[exports ${kind}] data set built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const child = fork(thisFile, ['serve'], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_EXPORTS_DATA_DIR: set.dataDir,
      BENCH_EXPORTS_DATABASE_URL: set.databaseUrl ?? '',
    },
  });
  try {
    const { port, rssMb } = await nextMessage<{ port: number; rssMb: number }>(child);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'finance', password: 'Finance!2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const begin = performance.now();
    const answer = await fetch(`${base}/api/invoice_exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(exportPeriod),
    });
    if (!answer.ok) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
    const file = Buffer.from(await answer.arrayBuffer());
    const seconds = (performance.now() - begin) / 1000;
    child.send('usage');
    const { peakRssMb } = await nextMessage<{ peakRssMb: number }>(child);
    // The file read back: every invoice is a row.
    let rows = -1;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      (await import('node:stream')).Readable.from(file),
      {},
    );
    for await (const sheet of reader) for await (const _row of sheet) rows += 1;
    const measure: ExportMeasure = {
      database: kind,
      rows,
      seconds: round(seconds),
      fileMb: round(file.length / 1024 / 1024),
      rssBeforeMb: round(rssMb),
      peakRssMb: round(peakRssMb),
      loadAverage: loadavg().map(round),
      withinTargets:
        rows >= exportTargets.rows &&
        seconds <= exportTargets.seconds &&
        peakRssMb <= exportTargets.peakRssMb,
    };
    console.log(
      `[exports ${kind}] POST /invoice_exports: ${measure.rows} invoice rows in ${measure.seconds} s (target ≤ ${exportTargets.seconds} s), file ${measure.fileMb} MB, API max RSS ${measure.rssBeforeMb} MB before, ${measure.peakRssMb} MB peak (target ≤ ${exportTargets.peakRssMb} MB), load average ${measure.loadAverage.join(' ')}${measure.withinTargets ? '' : '  OUTSIDE TARGETS'}`,
    );
    return measure;
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
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

if (process.argv[1] === thisFile) {
  if (process.argv[2] === 'serve') await serve();
  else await measureExports();
}
