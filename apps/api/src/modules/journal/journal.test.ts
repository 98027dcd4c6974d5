import type { JournalVerificationRead, TechnicalEventRead } from '@velodesk/contract/api/journal';
import { ProfileName } from '@velodesk/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedgerSignature } from '../../platform/ledger-key.ts';
import { createRentalWorld } from '../../test/factories/rental-world.ts';
import { createStaffUser } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { canonicalEvent } from './journal-canonical.ts';

/**
 * The technical event journal (docs/decisions/technical-event-journal.md): starts, versions,
 * closings, changes of access and a clock gone backwards are signed events of one chain, listed and
 * verified by finance and administrators; a change made in the database is named.
 */

let t: TestApp;
const { list, get, send } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let admin: string;
let finance: string;
let counter: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { tokenTtlSeconds: 365 * 86400 } });
  const w = await createRentalWorld(t);
  counter = w.counter;
  admin = (await createStaffUser(t, { profile: ProfileName.admin, siteIds: [w.site.id] })).authorization;
  finance = (await createStaffUser(t, { profile: ProfileName.finance, siteIds: [] })).authorization;
});
afterAll(async () => {
  await t?.close();
});

const events = async (query = '') =>
  (await list(`/api/technical_events?itemsPerPage=100${query}`, finance))[
    'hydra:member'
  ] as unknown as TechnicalEventRead[];

const verify = async () => {
  const answer = await get('/api/technical_events/verify', finance);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as JournalVerificationRead;
};

/** Runs statements with the journal's guard trigger off, as someone with database access could. */
const tamper = async (statement: string) => {
  await t.database.db.execute(
    sql.raw('alter table technical_events disable trigger technical_events_write_once'),
  );
  try {
    await t.database.db.execute(sql.raw(statement));
  } finally {
    await t.database.db.execute(
      sql.raw('alter table technical_events enable trigger technical_events_write_once'),
    );
  }
};

describe('the technical event journal', () => {
  it("journals the API's start and its first start with a version, signed with the ledger's key", async () => {
    const started = await events();
    const types = started.map((event) => event.eventType).reverse();
    expect(types.slice(0, 2).sort()).toEqual(['application_start', 'version_change']);
    const rows = (
      (await t.database.db.execute(sql`select * from technical_events order by sequence`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      }
    ).rows;
    const publicKey = t.ledgerKey.publicKeyPem;
    for (const row of rows) {
      const canonical = canonicalEvent({
        sequence: row.sequence as number,
        eventType: row.event_type as string,
        occurredAt: new Date(row.occurred_at as string),
        userId: row.user_id as number | null,
        companyId: row.company_id as number | null,
        details: row.details as string,
        keyFingerprint: row.key_fingerprint as string,
        previousHash: row.previous_hash as string | null,
      });
      expect(verifyLedgerSignature(publicKey, canonical, row.signature as string)).toBe(true);
      expect(row.key_fingerprint).toBe(t.ledgerKey.fingerprint);
    }
    expect((await verify()).valid).toBe(true);
  });

  it('journals changes of profiles and feature accesses with who made them, in their transaction', async () => {
    const made = await send('POST', '/api/profiles', admin, { name: 'Caisse du soir' });
    expect(made.statusCode, made.body).toBe(201);
    const profileId = (made.json() as { id: number }).id;
    const granted = await send('POST', `/api/profiles/${profileId}/update_feature_accesses`, admin, [
      { id: 1, yes: true },
    ]);
    expect(granted.statusCode, granted.body).toBe(200);
    const [access] = await events('&eventType=feature_access_change');
    expect(access).toMatchObject({
      eventType: 'feature_access_change',
      details: { profile: profileId, accesses: [{ feature: 1, access: 'oui' }] },
    });
    expect(access!.user).not.toBeNull();
    expect(await events('&eventType=profile_change')).toHaveLength(1);
    // A refused change journals nothing.
    const refused = await send('POST', '/api/profiles', admin, { name: 'Caisse du soir' });
    expect(refused.statusCode).toBe(409);
    expect(await events('&eventType=profile_change')).toHaveLength(1);
  });

  it('journals a clock that went backwards, seen by the closings', async () => {
    now = new Date('2026-05-31T08:00:00Z');
    const run = await send('POST', '/api/ledger/closings', finance);
    expect(run.statusCode, run.body).toBe(201);
    const [back] = await events('&eventType=clock_backwards');
    expect(back?.details).toEqual({
      lastEventAt: '2026-06-01T08:00:00.000Z',
      now: '2026-05-31T08:00:00.000Z',
    });
    now = new Date('2026-06-02T08:00:00Z');
  });

  it('is listed and verified by finance and administrators only, filtered by type and date', async () => {
    expect((await get('/api/technical_events', counter)).statusCode).toBe(403);
    expect((await get('/api/technical_events/verify', counter)).statusCode).toBe(403);
    expect((await get('/api/technical_events', admin)).statusCode).toBe(200);
    const lateMay = await events('&occurredAt[before]=2026-05-31T23:59:59Z');
    expect(lateMay.map((event) => event.eventType)).toEqual(['clock_backwards']);
    expect((await get('/api/technical_events?eventType=nonsense', finance)).statusCode).toBe(200);
    expect((await get('/api/technical_events?colour=red', finance)).statusCode).toBe(400);
  });
});

describe('tampering with the journal is named', () => {
  it('a changed detail (content), a rehashed but unsigned event (signature), a cut-off end (missing)', async () => {
    expect((await verify()).valid).toBe(true);
    const original = (
      (await t.database.db.execute(
        sql`select details, hash from technical_events where sequence = 3`,
      )) as unknown as {
        rows: Array<{ details: string; hash: string }>;
      }
    ).rows[0]!;
    await tamper(`update technical_events set details = '{"name":"Caisse"}' where sequence = 3`);
    expect((await verify()).firstBroken).toEqual({ sequence: 3, reason: 'content' });
    // The journaled failure is itself a new event.
    expect((await events('&eventType=verification_failed'))[0]?.details).toMatchObject({
      of: 'journal',
      sequence: 3,
      reason: 'content',
    });

    // Recomputing the hash from the documented form is not enough: the signature needs the key.
    const row = (
      (await t.database.db.execute(sql`select * from technical_events where sequence = 3`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      }
    ).rows[0]!;
    const { createHash } = await import('node:crypto');
    const canonical = canonicalEvent({
      sequence: 3,
      eventType: row.event_type as string,
      occurredAt: new Date(row.occurred_at as string),
      userId: row.user_id as number | null,
      companyId: row.company_id as number | null,
      details: row.details as string,
      keyFingerprint: row.key_fingerprint as string,
      previousHash: row.previous_hash as string | null,
    });
    const rehashed = createHash('sha256').update(canonical).digest('hex');
    await tamper(`update technical_events set hash = '${rehashed}' where sequence = 3`);
    const result = await verify();
    expect(result.valid).toBe(false);
    expect(result.firstBroken).toEqual({ sequence: 3, reason: 'signature' });

    // Put back as it was, the journal is intact again.
    await tamper(
      `update technical_events set details = '${original.details}', hash = '${original.hash}' where sequence = 3`,
    );
    expect((await verify()).valid).toBe(true);

    // The end cut off: the head still says how far the journal went.
    const last = (await verify()).lastSequence;
    await tamper(`delete from technical_events where sequence = ${last}`);
    expect((await verify()).firstBroken).toEqual({ sequence: last, reason: 'missing' });
  });
});
