import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/demo-data.ts';
import { type Config, testConfig } from '../platform/config.ts';
import type { IdentityKey } from '../platform/identity-key.ts';
import type { LedgerAnchors } from '../platform/ledger-anchors.ts';
import type { LedgerKey } from '../platform/ledger-key.ts';
import { errorLogStream } from './error-logs.ts';

/**
 * A fresh API on a fresh database with the real migrations: an in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again at close). The database
 * holds only the fixed reference data of the migrations: a test makes what it reads with the
 * factories of ./factories/ (users, sites, fleet, prices…). `seed: 'demo'` seeds the demo data
 * instead; only the demo seed's own test (db/seed/demo-data.test.ts) uses it.
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
  /** The ledger's signing key of this app (the test process's key unless the config names another). */
  ledgerKey: LedgerKey;
  /** The key of the identity numbers of this app. */
  identityKey: IdentityKey;
  /** The app's signed-heads journal (none unless the config names a folder). */
  ledgerAnchors: LedgerAnchors | undefined;
  close(): Promise<void>;
  /** Signs in and gives back the bearer header for the user. */
  login(
    username: string,
    password: string,
  ): Promise<{ authorization: string; token: string; body: Record<string, unknown> }>;
}

/** The embedded database already migrated once for the run (migrated-template.ts), if any. */
let template: Blob | null | undefined;
const migratedTemplate = (): Blob | undefined => {
  if (template === undefined) {
    const file = inject('pgliteTemplate');
    template = file && existsSync(file) ? new Blob([readFileSync(file)]) : null;
  }
  return template ?? undefined;
};

const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      dataDir: 'memory://',
      databaseUrl: null,
      loadDataDir: migratedTemplate(),
    });
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
  options: {
    seed?: 'demo';
    config?: Partial<Config>;
    now?: () => Date;
    /** Where the app's log lines go (default: the error-level collector of ./error-logs.ts). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> => {
  const { database, drop } = await openTestDatabase();
  const config = testConfig({ logLevel: 'error', ...options.config });
  const built = await buildApp(config, {
    database,
    now: options.now,
    logStream: options.logStream ?? errorLogStream,
  });
  if (options.seed === 'demo') await seedDemoData(built.ctx);
  await built.app.ready();
  return {
    inject: built.app.inject.bind(built.app) as TestApp['inject'],
    database,
    config,
    ledgerKey: built.ctx.ledgerKey,
    identityKey: built.ctx.identityKey,
    ledgerAnchors: built.ctx.ledgerAnchors,
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

/**
 * A second API process on the database of `t` (as behind a load balancer): its own app, caches and
 * timers, the same database and config. Closing it leaves the database open (`t.close` drops it).
 */
export const createTwinApp = async (
  t: TestApp,
  options: { now?: () => Date } = {},
): Promise<Pick<TestApp, 'inject' | 'close'>> => {
  const built = await buildApp(t.config, {
    database: t.database,
    now: options.now,
    logStream: errorLogStream,
  });
  await built.app.ready();
  return {
    inject: built.app.inject.bind(built.app) as TestApp['inject'],
    close: async () => {
      await built.app.close();
    },
  };
};

/** A resource in an answer, as the tests read it. */
export type Member = Record<string, unknown> & { id: number; '@id': string };

/**
 * Calls as a signed-in user (`authorization` from `login`): `get` answers as they are, `list` a
 * hydra collection (and expects 200), `send` a JSON body (merge-patch for PATCH; none for DELETE).
 * `app` is read at each call, so the helpers can be made before `beforeAll` opens the app.
 */
export const apiCalls = (app: () => TestApp) => {
  const get = (url: string, authorization: string) =>
    app().inject({ method: 'GET', url, headers: { authorization } });
  const list = async (url: string, authorization: string) => {
    const response = await get(url, authorization);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { 'hydra:member': Member[]; 'hydra:totalItems': number };
  };
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, authorization: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: {
        authorization,
        ...(payload === undefined
          ? {}
          : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  /** The property paths of a 422/409 answer's violations, sorted. */
  const paths = (response: { json: () => { violations?: Array<{ propertyPath: string }> } }) =>
    (response.json().violations ?? []).map((v) => v.propertyPath).sort();
  return { get, list, send, paths };
};
