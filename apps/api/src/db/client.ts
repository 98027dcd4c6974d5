import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { NamingClient } from './named-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database, embedded (PGlite) or a PostgreSQL server: the same Drizzle API for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the database's query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Code that accepts either the database or a transaction already under way. */
export type DbOrTx = Db | Tx;

/** A statement as the driver runs it: its text and parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs statements as they are, one after the other on one connection, in a transaction rolled
   * back when `rollback` is set (the benchmark's floor: an endpoint's own statements, bare). With
   * `stopAtError` a failing statement ends the round quietly (answers its error) instead of throwing.
   */
  replay(
    statements: Statement[],
    options: { rollback: boolean; stopAtError?: boolean },
  ): Promise<Error | null>;
  /** The embedded database's data folder as a tarball (PGlite only; the API tests' template). */
  dumpDataDir?(): Promise<Blob>;
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
  /** Told every statement the API runs (the benchmark records an endpoint's statements). */
  logger?: Logger;
  /**
   * An embedded database to start from, as PGlite's dumpDataDir wrote it (the API tests start
   * each throw-away database from one already migrated: apps/api/src/test/migrated-template.ts).
   */
  loadDataDir?: Blob;
}): Promise<Database> => {
  if (options.databaseUrl) {
    // Statements are parsed and planned once per connection (named-statements.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: NamingClient });
    // An idle connection that the server ends (restart, dropped database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    const replay: Database['replay'] = async (statements, { rollback, stopAtError }) => {
      const client = await pool.connect();
      try {
        if (rollback) await client.query('begin');
        for (const { text, params } of statements) {
          try {
            await client.query(text, params);
          } catch (error) {
            if (!stopAtError) throw error;
            return error as Error;
          }
        }
        return null;
      } finally {
        if (rollback) await client.query('rollback').catch(() => undefined);
        client.release();
      }
    };
    return { db, kind: 'postgres', replay, close: () => pool.end() };
  }
  if (options.dataDir !== 'memory://') {
    if (options.fromEmptyDatabase !== false) startFromEmptyDatabase(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create(options.dataDir === 'memory://' ? undefined : options.dataDir, {
    extensions: { btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const replay: Database['replay'] = async (statements, { rollback, stopAtError }) => {
    const run = async (on: Pick<PGlite, 'query'>) => {
      for (const { text, params } of statements) {
        try {
          await on.query(text, params);
        } catch (error) {
          if (!stopAtError) throw error;
          return error as Error;
        }
      }
      return null;
    };
    if (!rollback) return run(client);
    let stopped: Error | null = null;
    await client.transaction(async (tx) => {
      stopped = await run(tx);
      await tx.rollback();
    });
    return stopped;
  };
  return {
    db,
    kind: 'pglite',
    replay,
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
};
