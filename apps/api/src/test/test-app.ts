import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/demo-data.ts';
import { type Config, testConfig } from '../platform/config.ts';
import { errorLogStream } from './error-logs.ts';

/**
 * A fresh API on a fresh database with the real migrations: an in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again at close).
 */
export interface TestApp {
  inject: ReturnType<typeof buildApp> extends Promise<infer B>
    ? B extends { app: infer A }
      ? A extends { inject: infer I }
        ? I
        : never
      : never
    : never;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Signs in and gives back the bearer header for the user. */
  login(
    username: string,
    password: string,
  ): Promise<{ authorization: string; token: string; body: Record<string, unknown> }>;
}

const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    return { database, drop: async () => {} };
  }
  const name = `velodesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export const createTestApp = async (
  options: { seedDemo?: boolean; config?: Partial<Config>; now?: () => Date } = {},
): Promise<TestApp> => {
  const { database, drop } = await openTestDatabase();
  const config = testConfig({ logLevel: 'error', ...options.config });
  const built = await buildApp(config, { database, now: options.now, logStream: errorLogStream });
  if (options.seedDemo) await seedDemoData(built.ctx);
  await built.app.ready();
  return {
    inject: built.app.inject.bind(built.app) as TestApp['inject'],
    database,
    config,
    close: async () => {
      await built.app.close();
      await database.close();
      await drop();
    },
    login: async (username, password) => {
      const response: LightMyRequestResponse = await built.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
      const body = response.json() as Record<string, unknown> & { token: string };
      return { authorization: `Bearer ${body.token}`, token: body.token, body };
    },
  };
};
