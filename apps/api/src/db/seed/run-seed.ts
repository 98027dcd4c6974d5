import Fastify from 'fastify';
import { readConfig, StartRefused } from '../../platform/config.ts';
import { loadIdentityKey } from '../../platform/identity-key.ts';
import { loadLedgerKey } from '../../platform/ledger-key.ts';
import { openDatabase } from '../client.ts';
import { prepareFirstStart } from './first-start.ts';

/**
 * npm run seed: migrates the configured database and, when it has no user yet, does what the first
 * start does: the demo data (SEED_DEMO, true by default on the embedded database), or the first
 * administrator from ADMIN_USERNAME / ADMIN_PASSWORD (the default with DATABASE_URL).
 */
const { log } = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
try {
  const config = readConfig();
  // The demo data's invoices and payments are signed: a PostgreSQL database without its key is refused first.
  if (config.databaseUrl) loadLedgerKey(config, log);
  const database = await openDatabase(config);
  try {
    const ledgerKey = loadLedgerKey(config, log);
    const identityKey = loadIdentityKey(config, log);
    const done = await prepareFirstStart({
      db: database.db,
      config,
      log,
      now: () => new Date(),
      ledgerKey,
      identityKey,
    });
    log.info(`seed: ${done}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof StartRefused) console.error(`Nothing seeded: ${error.message}`);
  else console.error('Nothing seeded:', error);
  process.exitCode = 1;
}
