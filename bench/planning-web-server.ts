/**
 * The API of the planning screen's bench (bench/planning-web.ts), in a process of its own as in the
 * product: the browser's driver (Playwright's client, in the bench's process) handles an event per
 * request the page makes, and beside the API on one thread it took 60 ms of the API's time during
 * the cold navigation (docs/benchmarks.md, 28 November). Builds the benchmark data set on PGlite in
 * memory, serves each web build named in PLANNING_WEB_SERVER_DISTS (comma-separated) by an API
 * instance of its own on that one database, then prints one line of JSON on stdout:
 * `{"bases":["http://127.0.0.1:…",…],"products":2000,"blocks":20000}`. Ends on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data.ts';
import { testConfig } from '../apps/api/src/platform/config.ts';
import { generateBenchData } from './data-generator.ts';
import { generateRentalBenchData } from './rentals-data.ts';

/** What the server prints once it listens. */
export interface PlanningWebServerReady {
  bases: string[];
  products: number;
  blocks: number;
}

/**
 * The bench's data set: 2,000 products and their 20,000 blocks alone on the first site, whose
 * planning the admin opens (the demo products of that site, without rentals in 2030, go to the last).
 */
const seedPlanningData = async (ctx: Parameters<typeof seedDemoData>[0], database: Database) => {
  await seedDemoData(ctx);
  await generateBenchData(database.db);
  await generateRentalBenchData(database.db);
  await database.db.execute(
    sql`update products set site_id = (select max(id) from sites)
        where site_id = (select min(id) from sites) and internal_number not like 'BENCH-%'`,
  );
  await database.db.execute(
    sql`update settings_users set site_id = (select min(id) from sites) where user_id = (select id from users where username = 'admin')`,
  );
};

const dists = (process.env.PLANNING_WEB_SERVER_DISTS ?? '').split(',').filter(Boolean);
if (dists.length === 0) throw new Error('PLANNING_WEB_SERVER_DISTS names no web build.');

const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
const servers: Array<Awaited<ReturnType<typeof buildApp>>> = [];
for (const dist of dists) {
  const config = testConfig({ logLevel: 'warn', signInMaxFailuresPerAccount: 1000, webDistDir: dist });
  servers.push(await buildApp(config, { database }));
}
const built = performance.now();
await seedPlanningData(servers[0]!.ctx, database);
console.error(`[planning-web] data set built in ${((performance.now() - built) / 1000).toFixed(1)} s`);
const bases: string[] = [];
for (const { app } of servers) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}
const [counts] = (
  (await database.db.execute(
    sql`select (select count(*) from products where internal_number like 'BENCH-%') as products,
               (select count(*) from rentals where id between 1000000 and 1999999) as blocks`,
  )) as unknown as { rows: Array<{ products: number; blocks: number }> }
).rows;
const ready: PlanningWebServerReady = {
  bases,
  products: Number(counts?.products),
  blocks: Number(counts?.blocks),
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

process.once('SIGTERM', async () => {
  for (const { app } of servers) await app.close();
  await database.close();
  process.exit(0);
});
