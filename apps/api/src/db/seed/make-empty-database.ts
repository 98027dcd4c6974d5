import { openDatabase } from '../client.ts';

/**
 * Build step (scripts/build.mjs): makes an embedded database in the given folder with every
 * migration applied and nothing else, which the built API copies into a new DATA_DIR.
 *   node apps/api/dist/make-empty-database.js <folder>
 */
const folder = process.argv[2];
if (!folder) {
  console.error('usage: make-empty-database.js <folder>');
  process.exit(2);
}
const database = await openDatabase({ dataDir: folder, databaseUrl: null, fromEmptyDatabase: false });
await database.close();
