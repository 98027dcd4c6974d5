import pg from 'pg';

/**
 * Drops and creates one database on a PostgreSQL server, for an end-to-end run that must start on
 * an empty database (the API then migrates it and seeds the demo data, as on a first start).
 *   tsx apps/api/src/test/fresh-postgres-database.ts <server url> <database name>
 */
const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: fresh-postgres-database.ts <server url> <database name: a-z, 0-9, _>');
  process.exit(2);
}
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} finally {
  await admin.end();
}
