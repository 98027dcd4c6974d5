/**
 * Profiling aid (not part of npm run bench): the rentals benchmark data set on PostgreSQL
 * (DATABASE_URL), then bench/load.mjs runs POST /reservations (or PROFILE_MODE, PROFILE_PATH) for
 * BENCH_SECONDS; run with `node --cpu-prof --import tsx bench/profile-booking.ts` to see where
 * the API process spends its time.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
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
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Admin!2026!' }),
});
const { token } = (await login.json()) as { token: string };
const rows = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows;
const productIds = rows(
  await database.db.execute(sql`select id from products where internal_number like 'BENCH-%' order by id`),
).map((row) => Number(row.id));
const customer = rows(await database.db.execute(sql`select min(id) as id from customers`))[0]!.id;
const { stdout } = await promisify(execFile)(process.execPath, [
  path.join('bench', 'load.mjs'),
  JSON.stringify({
    base,
    token,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: 10,
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
console.log(stdout);
await app.close();
await database.close();
const drop = new pg.Client({ connectionString: serverUrl });
await drop.connect();
await drop.query(`drop database if exists ${name} with (force)`);
await drop.end();
