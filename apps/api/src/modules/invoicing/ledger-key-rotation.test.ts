import type { LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import type { JournalVerificationRead } from '@velodesk/contract/api/journal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../platform/config.ts';
import { ledgerKeyFromPrivatePem, newLedgerPrivateKeyPem } from '../../platform/ledger-key.ts';
import { errorLogStream } from '../../test/error-logs.ts';
import { createContract, createInvoicingWorld, type InvoicingWorld } from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { sealChainsWithCurrentKey } from './ledger.service.ts';

/**
 * Rotating the ledger key (docs/decisions/ledger-signature.md): the next link after a start with a
 * new key is the new key's record, signed by it and cross-signed by the older key when given; a
 * verifier holding only the new key still checks the links the older key signed, and one holding
 * only the older key trusts the new one through its cross signature.
 */

let t: TestApp;
let w: InvoicingWorld;
const now = new Date('2026-06-01T08:00:00Z');
const first = newLedgerPrivateKeyPem();
const second = newLedgerPrivateKeyPem();
const secondKey = ledgerKeyFromPrivatePem(second);

/** The same database served by an app with another key configuration. */
const appWith = async (ledgerPrivateKey: string, previous?: string) => {
  const key = ledgerKeyFromPrivatePem(ledgerPrivateKey);
  const built = await buildApp(testConfig({ logLevel: 'error', tokenTtlSeconds: 86_400 }), {
    database: t.database,
    now: () => now,
    logStream: errorLogStream,
    ledgerKey: previous ? { ...key, previous: ledgerKeyFromPrivatePem(previous) } : key,
  });
  await built.app.ready();
  return Object.assign(built.app, { ctx: built.ctx });
};

const verifyWith = async (app: Awaited<ReturnType<typeof appWith>>) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/ledger/verify',
    headers: { authorization: w.finance },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const result = answer.json() as LedgerVerificationRead;
  return result.chains.find((chain) => chain.company.id === w.company.id);
};

/** GET /technical_events/verify as an app with that key configuration answers it. */
const verifyJournalWith = async (app: Awaited<ReturnType<typeof appWith>>) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/technical_events/verify',
    headers: { authorization: w.finance },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as JournalVerificationRead;
};

const pay = async (app: Awaited<ReturnType<typeof appWith>>, rentalId: number) => {
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: { authorization: w.counter, 'content-type': 'application/json' },
    payload: JSON.stringify([
      {
        site: `/api/sites/${w.site.id}`,
        rental: `/api/rentals/${rentalId}`,
        cashDesk: 11,
        paymentMethod: 1,
        amount: 5,
      },
    ]),
  });
  expect(paid.statusCode, paid.body).toBe(201);
};

let rentalId: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { ledgerPrivateKey: first, tokenTtlSeconds: 86_400 } });
  w = await createInvoicingWorld(t);
  rentalId = await createContract(t, w, [w.bikes[0]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
  const { send } = apiCalls(() => t);
  const paid = await send('POST', '/api/payments/create', w.counter, [
    {
      site: `/api/sites/${w.site.id}`,
      rental: `/api/rentals/${rentalId}`,
      cashDesk: 11,
      paymentMethod: 1,
      amount: 5,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('rotating the ledger key', () => {
  it('records the new key as a signed, cross-signed link; either key verifies the whole chain', async () => {
    const rotated = await appWith(second, first);
    try {
      await pay(rotated, rentalId);
      const links = (
        (await t.database.db.execute(
          sql`select e.record_type, e.key_fingerprint, k.previous_fingerprint, k.cross_signature
              from ledger_entries e left join ledger_keys k on e.record_type = 'key' and k.id = e.record_id
              where e.company_id = ${w.company.id} order by e.sequence`,
        )) as unknown as {
          rows: Array<{
            record_type: string;
            key_fingerprint: string;
            previous_fingerprint: string | null;
            cross_signature: string | null;
          }>;
        }
      ).rows;
      const firstFingerprint = ledgerKeyFromPrivatePem(first).fingerprint;
      expect(links.map((link) => [link.record_type, link.key_fingerprint])).toEqual([
        ['key', firstFingerprint],
        ['payment', firstFingerprint],
        ['key', secondKey.fingerprint],
        ['payment', secondKey.fingerprint],
      ]);
      expect(links[2]).toMatchObject({ previous_fingerprint: firstFingerprint });
      expect(links[2]!.cross_signature).toBeTruthy();
      // The new key verifies the older key's links; the older key trusts the new one.
      expect((await verifyWith(rotated))?.firstBroken).toBeNull();
      const older = await appWith(first);
      try {
        expect((await verifyWith(older))?.firstBroken).toBeNull();
      } finally {
        await older.close();
      }
      // The technical event journal too: its events signed by the older key before the rotation
      // (the first start's) and by the new key after it (the rotated app's start) all verify.
      const keys = (
        (await t.database.db.execute(
          sql`select distinct key_fingerprint from technical_events`,
        )) as unknown as { rows: Array<{ key_fingerprint: string }> }
      ).rows.map((row) => row.key_fingerprint);
      expect(keys.sort()).toEqual([firstFingerprint, secondKey.fingerprint].sort());
      expect(await verifyJournalWith(rotated)).toMatchObject({ valid: true, firstBroken: null });
      // A stranger's key verifies nothing.
      const stranger = await appWith(newLedgerPrivateKeyPem());
      try {
        expect((await verifyWith(stranger))?.firstBroken).toMatchObject({ sequence: 1, reason: 'signature' });
        expect((await verifyJournalWith(stranger)).firstBroken).toEqual({ sequence: 1, reason: 'signature' });
      } finally {
        await stranger.close();
      }
    } finally {
      await rotated.close();
    }
  });

  it('is chained at start, before any new record, when the configured key changed', async () => {
    const third = newLedgerPrivateKeyPem();
    const app = await appWith(third, second);
    try {
      expect(await sealChainsWithCurrentKey(app.ctx)).toBeGreaterThanOrEqual(1);
      expect(await sealChainsWithCurrentKey(app.ctx)).toBe(0);
      const chain = await verifyWith(app);
      expect(chain).toMatchObject({ records: 5, firstBroken: null });
      // A third key, given only the second as its previous: the journal's events of the first key
      // are trusted through the chain's key records (the second key endorsed the first); the first
      // event it does not trust is the start of the stranger's app of the test before (its
      // events, the failed verifications it journaled, are signed by a key nobody vouches for).
      const known = [first, second, third].map((pem) => ledgerKeyFromPrivatePem(pem).fingerprint);
      const events = (
        (await t.database.db.execute(
          sql`select sequence, key_fingerprint from technical_events order by sequence`,
        )) as unknown as { rows: Array<{ sequence: number; key_fingerprint: string }> }
      ).rows;
      const strangers = events.filter((event) => !known.includes(event.key_fingerprint));
      expect(strangers.length).toBeGreaterThanOrEqual(1);
      expect(events.filter((e) => e.sequence < strangers[0]!.sequence).map((e) => e.key_fingerprint)).toEqual(
        expect.arrayContaining([known[0], known[1]]),
      );
      expect((await verifyJournalWith(app)).firstBroken).toEqual({
        sequence: strangers[0]!.sequence,
        reason: 'signature',
      });
    } finally {
      await app.close();
    }
  });
});
