import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { runDailyClosings } from '../modules/invoicing/ledger.service.ts';
import { testConfig } from '../platform/config.ts';

/**
 * A process that runs the closings on a PostgreSQL database and is killed (SIGKILL) by
 * ledger-kill.test.ts while it does: CHILD_DATABASE_URL, CHILD_NOW, LEDGER_PRIVATE_KEY (the test's).
 */
const databaseUrl = process.env.CHILD_DATABASE_URL!;
const database = await openDatabase({ dataDir: 'memory://', databaseUrl });
const built = await buildApp(
  testConfig({ databaseUrl, ledgerPrivateKey: process.env.LEDGER_PRIVATE_KEY ?? null, logLevel: 'silent' }),
  { database, now: () => new Date(process.env.CHILD_NOW!) },
);
process.stdout.write('closing\n');
const made = await runDailyClosings(built.ctx);
process.stdout.write(`done ${made.length}\n`);
await built.app.close();
await database.close();
