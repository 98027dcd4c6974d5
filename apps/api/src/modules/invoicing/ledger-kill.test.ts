import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createInvoicingWorld, type InvoicingWorld } from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { runDailyClosings } from './ledger.service.ts';

/**
 * A closing that dies half-way leaves the books valid and can be run again
 * (docs/decisions/ledger-closings.md): on PostgreSQL a process running the closings is
 * killed with SIGKILL (nine months of closings); on the embedded database (one process) the closings' transaction is torn
 * down half-way. Either way nothing of the run is left, the chain verifies, the next run closes.
 */

let t: TestApp;
const { get, send, list } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
const later = '2027-03-01T08:00:00Z';

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { tokenTtlSeconds: 10 * 365 * 86400 } });
  w = await createInvoicingWorld(t);
  const rentalId = await createContract(t, w, [w.bikes[0]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
  const paid = await send('POST', '/api/payments/create', w.counter, [
    {
      site: `/api/sites/${w.site.id}`,
      rental: `/api/rentals/${rentalId}`,
      cashDesk: 11,
      paymentMethod: 1,
      amount: 10,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const closingCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from ledger_closings`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n,
  );

const expectValidAndClosable = async () => {
  const verified = (await get('/api/ledger/verify', w.finance)).json() as LedgerVerificationRead;
  expect(verified.valid, JSON.stringify(verified.chains)).toBe(true);
  now = new Date(later);
  const run = await send('POST', '/api/ledger/closings', w.finance);
  expect(run.statusCode, run.body).toBe(201);
  expect(await closingCount()).toBeGreaterThan(250);
  const after = (await get('/api/ledger/verify', w.finance)).json() as LedgerVerificationRead;
  expect(after.valid).toBe(true);
  expect((await list('/api/ledger/closings?kind=year', w.finance))['hydra:totalItems']).toBe(1);
};

/** Runs the closing child on this test's PostgreSQL database and kills it once it is closing. */
const killChildWhileClosing = async (): Promise<string> => {
  const name = (
    (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    }
  ).rows[0]!.name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const root = path.resolve(import.meta.dirname, '../../../../..');
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/api/src/test/closing-child.ts')],
    {
      env: {
        ...process.env,
        CHILD_DATABASE_URL: url.toString(),
        CHILD_NOW: later,
        LEDGER_PRIVATE_KEY: t.config.ledgerPrivateKey ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // Once it is closing, and some closings are written in its transaction, it is killed.
  for (let waited = 0; !output.includes('closing') && waited < 60_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (let waited = 0; waited < 20_000; waited += 50) {
    const writing = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = ${name} and state = 'idle in transaction' or (datname = ${name} and state = 'active' and query ilike '%ledger%' and pid <> pg_backend_pid())`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
    if (writing > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  child.kill('SIGKILL');
  await exited;
  return output;
};

describe('a closing that dies half-way', () => {
  it('leaves the books valid, and the closings are made again by the next run', {
    timeout: 180_000,
  }, async () => {
    expect(await closingCount()).toBe(0);
    if (process.env.TEST_DATABASE_URL) {
      const output = await killChildWhileClosing();
      // Killed before it finished: it never said "done".
      expect(output).toContain('closing');
      expect(output).not.toContain('done');
    } else {
      // One process: the run's transaction is torn down half-way (its clock fails at the 150th
      // closing), after many closings were written in it.
      let calls = 0;
      const torn = runDailyClosings({
        db: t.database.db,
        config: t.config,
        log: { info: () => {}, error: () => {} } as never,
        now: () => {
          calls += 1;
          if (calls > 300) throw new Error('torn down');
          return new Date(later);
        },
        ledgerKey: t.ledgerKey,
        identityKey: t.identityKey,
      });
      await expect(torn).rejects.toThrow('torn down');
    }
    // Nothing of the dead run is left; the chain is intact; the closings are made again.
    expect(await closingCount()).toBe(0);
    await expectValidAndClosable();
  });
});
