import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of an embedded database already migrated (none on a PostgreSQL server). */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest's global setup of the API tests: on the embedded database, one PGlite is made and
 * migrated once per run and its data folder dumped to a file; each test's throw-away database
 * starts from that file (test-app.ts) instead of running PostgreSQL's initdb and the migrations
 * again, seconds per test file on a busy machine. The migrations still run on every database
 * (they find nothing left to do), so a migration added since is never missed.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
  if (!database.dumpDataDir) throw new Error('The embedded database cannot be dumped.');
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(os.tmpdir(), `velodesk-pglite-template-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
