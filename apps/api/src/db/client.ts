import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database, embedded (PGlite) or a PostgreSQL server: the same Drizzle API for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the database's query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Code that accepts either the database or a transaction already under way. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const moduleFolder = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(moduleFolder, 'migrations');
/**
 * The built API (apps/api/dist, scripts/build.mjs) carries an embedded database already migrated:
 * a new DATA_DIR starts as a copy of it, which skips PGlite's initdb and the migrations on a first
 * start (seconds). The sources have none: a new database is then made and migrated from scratch.
 */
const emptyDatabaseFolder = path.join(moduleFolder, 'empty-database');

const startFromEmptyDatabase = (dataDir: string) => {
  if (!existsSync(path.join(emptyDatabaseFolder, 'PG_VERSION'))) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  cpSync(emptyDatabaseFolder, dataDir, { recursive: true });
};

/**
 * Opens the database and brings it to the latest migration. `dataDir` is a folder, or
 * `memory://` for a throw-away embedded database; `databaseUrl` selects a PostgreSQL server.
 */
export const openDatabase = async (options: {
  dataDir: string;
  databaseUrl: string | null;
  /** Start a new DATA_DIR from the built empty database when there is one (default true). */
  fromEmptyDatabase?: boolean;
}): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, dropped database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir !== 'memory://') {
    if (options.fromEmptyDatabase !== false) startFromEmptyDatabase(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create(options.dataDir === 'memory://' ? undefined : options.dataDir, {
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
};
