import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * server.ts as a process, on a production-like database: the embedded one with SEED_DEMO=false, or
 * (TEST_DATABASE_URL) a fresh database of the PostgreSQL server with DATABASE_URL and no SEED_DEMO.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
let dataDir = '';
let databaseUrl = '';
let databaseName = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The identity numbers' key a PostgreSQL deployment is given (the embedded one makes its own). */
const identityKeyText = randomBytes(32).toString('base64');

/** The ledger's signing key a PostgreSQL deployment is given (the embedded one makes its own). */
const ledgerKeyPem = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const simPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      STAY_SIM_PORT: String(simPort),
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'info',
      ...(serverUrl
        ? { DATABASE_URL: databaseUrl, LEDGER_PRIVATE_KEY: ledgerKeyPem, IDENTITY_KEY: identityKeyText }
        : { DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
};

const healthy = async (port: number, exited: Promise<unknown>, child: ChildProcess) => {
  let done = false;
  void exited.then(() => {
    done = true;
  });
  for (let i = 0; i < 600 && !done; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  return false;
};

describe('the server on an empty production database', () => {
  beforeAll(async () => {
    if (!serverUrl) {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'velodesk-server-test-'));
      return;
    }
    databaseName = `velodesk_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  it('refuses to start without ADMIN_USERNAME / ADMIN_PASSWORD, or with a weak password, and says why', async () => {
    const missing = await startServer({});
    expect(await missing.exited, missing.output()).toBe(1);
    expect(missing.output()).toContain('Velodesk did not start: The database is empty');
    expect(missing.output()).toContain('set ADMIN_USERNAME and ADMIN_PASSWORD');

    const weak = await startServer({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'password' });
    expect(await weak.exited, weak.output()).toBe(1);
    expect(weak.output()).toContain('ADMIN_PASSWORD is too weak');

    if (serverUrl) {
      // A PostgreSQL deployment keeps its ledger key outside the database: none set, no start.
      const keyless = await startServer({
        ADMIN_USERNAME: 'chief',
        ADMIN_PASSWORD: 'Str0ng!Pass#',
        LEDGER_PRIVATE_KEY: '',
      });
      expect(await keyless.exited, keyless.output()).toBe(1);
      expect(keyless.output()).toContain('a PostgreSQL deployment needs the ledger signing key');
      // …and so the key of the identity numbers.
      const noIdentityKey = await startServer({
        ADMIN_USERNAME: 'chief',
        ADMIN_PASSWORD: 'Str0ng!Pass#',
        IDENTITY_KEY: '',
      });
      expect(await noIdentityKey.exited, noIdentityKey.output()).toBe(1);
      expect(noIdentityKey.output()).toContain(
        'a PostgreSQL deployment needs the key that encrypts identity numbers',
      );
    }
  }, 120_000);

  it('creates the administrator, says so, serves, and stops with status 0 on SIGINT', async () => {
    const server = await startServer({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Str0ng!Pass#' });
    expect(await healthy(server.port, server.exited, server.child), server.output()).toBe(true);
    expect(server.output()).toContain('administrator \\"chief\\" created');
    expect(server.output()).not.toContain('empty database: demo data seeded');
    const login = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'chief', password: 'Str0ng!Pass#' }),
    });
    expect(login.status).toBe(200);
    const demo = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin!2026!' }),
    });
    expect(demo.status).toBe(401);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
