import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { testConfig } from './platform/config.ts';
import { errorLogStream } from './test/error-logs.ts';
import { createTestApp } from './test/test-app.ts';

/** GET /api/health answers 200 only while the database answers; 503 (a hydra error) otherwise. */
describe('GET /api/health', () => {
  const expectUnavailable = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:title': 'Service Unavailable',
      'hydra:description': 'The database does not answer; the server log says why.',
      status: 503,
    });
  };

  it('answers 200 with the kind of database while it answers', async () => {
    const t = await createTestApp();
    try {
      const response = await t.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      });
    } finally {
      await t.close();
    }
  });

  // The embedded database is closed under the app; a PostgreSQL database is dropped under it.
  it('answers 503 once the database stops answering', async () => {
    if (!process.env.TEST_DATABASE_URL) {
      const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
      const { app } = await buildApp(testConfig({ logLevel: 'error' }), {
        database,
        logStream: errorLogStream,
      });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        await database.close();
        expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
      } finally {
        await app.close();
      }
      return;
    }
    const t = await createTestApp();
    try {
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const result = (await t.database.db.execute('select current_database() as name')) as unknown as {
        rows: Array<{ name: string }>;
      };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database ${result.rows[0]!.name} with (force)`);
      await admin.end();
      expectUnavailable(await t.inject({ method: 'GET', url: '/api/health' }));
      // And again: the pool's lost connection does not turn into a crash or a 500.
      expectUnavailable(await t.inject({ method: 'GET', url: '/api/health' }));
    } finally {
      await t.close();
    }
  });
});
