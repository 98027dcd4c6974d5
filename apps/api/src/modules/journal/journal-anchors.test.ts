import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JournalVerificationRead } from '@velodesk/contract/api/journal';
import { ProfileName } from '@velodesk/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAnchor } from '../../platform/ledger-anchors.ts';
import { createRentalWorld } from '../../test/factories/rental-world.ts';
import { createStaffUser } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The technical event journal is anchored outside the database like the ledger
 * (docs/decisions/technical-event-journal.md): each committed event's signed head is appended to
 * the anchor journal, and a journal whose end was removed with its head moved back is reported
 * truncated.
 */

let t: TestApp;
const { get } = apiCalls(() => t);
let anchorDir: string;
let finance: string;

beforeAll(async () => {
  anchorDir = mkdtempSync(path.join(tmpdir(), 'velodesk-jet-anchors-'));
  t = await createTestApp({ config: { ledgerAnchorDir: anchorDir, tokenTtlSeconds: 86_400 } });
  const w = await createRentalWorld(t);
  // Users and profiles made by the factories are journaled: several events.
  await createStaffUser(t, { profile: ProfileName.admin, siteIds: [w.site.id] });
  finance = (await createStaffUser(t, { profile: ProfileName.finance, siteIds: [] })).authorization;
});
afterAll(async () => {
  await t?.close();
  rmSync(anchorDir, { recursive: true, force: true });
});

const verify = async () => {
  const answer = await get('/api/technical_events/verify', finance);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as JournalVerificationRead;
};

const jetAnchors = () =>
  readdirSync(anchorDir)
    .flatMap((name) => readFileSync(path.join(anchorDir, name), 'utf8').trim().split('\n'))
    .map((line) => JSON.parse(line) as LedgerAnchor)
    .filter((anchor) => anchor.journal === 'jet');

describe('the journal anchored outside the database', () => {
  it('appends each event’s signed head to the anchor journal', async () => {
    const { lastSequence } = await verify();
    expect(lastSequence).toBeGreaterThanOrEqual(2);
    const anchors = jetAnchors();
    expect(anchors.map((anchor) => anchor.sequence)).toEqual(
      Array.from({ length: lastSequence }, (_, i) => i + 1),
    );
    const last = (
      (await t.database.db.execute(
        sql`select hash, event_type from technical_events where sequence = ${lastSequence}`,
      )) as unknown as { rows: Array<{ hash: string; event_type: string }> }
    ).rows[0]!;
    expect(anchors.at(-1)).toMatchObject({
      company: 0,
      hash: last.hash,
      key: t.ledgerKey.fingerprint,
      record: last.event_type,
    });
  });

  it('reports a truncation when the end was removed and the head moved back', async () => {
    const before = await verify();
    expect(before.valid).toBe(true);
    const keep = before.lastSequence - 1;
    expect(keep).toBeGreaterThanOrEqual(1);
    const kept = (
      (await t.database.db.execute(
        sql`select hash, occurred_at from technical_events where sequence = ${keep}`,
      )) as unknown as { rows: Array<{ hash: string; occurred_at: string }> }
    ).rows[0]!;
    await t.database.db.execute(
      sql.raw('alter table technical_events disable trigger technical_events_write_once'),
    );
    try {
      await t.database.db.execute(sql`delete from technical_events where sequence > ${keep}`);
      await t.database.db.execute(
        sql`update technical_event_head set last_sequence = ${keep}, last_hash = ${kept.hash}, last_occurred_at = ${kept.occurred_at}`,
      );
    } finally {
      await t.database.db.execute(
        sql.raw('alter table technical_events enable trigger technical_events_write_once'),
      );
    }
    const result = await verify();
    expect(result).toMatchObject({
      valid: false,
      records: keep,
      lastSequence: keep,
      firstBroken: { sequence: keep + 1, reason: 'truncated' },
    });
  });
});
