import type {
  JournalVerificationRead,
  TechnicalEventRead,
  TechnicalEventType,
} from '@velodesk/contract/api/journal';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import type { LedgerAnchor } from '../../platform/ledger-anchors.ts';
import { shortFingerprintOf, verifyLedgerSignature } from '../../platform/ledger-key.ts';
import { actionLedgerAnchors, afterCommit, dbOf, transaction } from '../../platform/transactions.ts';
import { accessJournal } from './journal.access.ts';
import { journalPort } from './journal.ports.ts';
import {
  eventsAfter,
  insertEvent,
  lockJournalHead,
  readJournalHead,
  type TechnicalEventRow,
} from './journal.repository.ts';
import { canonicalEvent, eventHashOf, jetAnchorText } from './journal-canonical.ts';
import { technicalEventCollection, technicalEventPageOf } from './technical-events.read.ts';

/**
 * The technical event journal (JET, docs/decisions/technical-event-journal.md): one chain of
 * events signed with the ledger's key, appended in the caller's transaction (a change of access is
 * journaled with the change, or not at all), listed and verified by finance and administrators.
 */

export interface TechnicalEvent {
  type: TechnicalEventType;
  /** Who caused it; null for the server itself. */
  userId?: number | null;
  companyId?: number | null;
  details?: Record<string, unknown>;
}

/** A clock that went back by more than this is journaled (two servers' clocks may differ a little). */
export const clockToleranceMs = 1000;

const append = async (ctx: AppContext, tx: Tx, event: TechnicalEvent, occurredAt: Date) => {
  const head = await lockJournalHead(tx);
  const row = {
    sequence: head.lastSequence + 1,
    eventType: event.type,
    occurredAt,
    userId: event.userId ?? null,
    companyId: event.companyId ?? null,
    details: JSON.stringify(event.details ?? {}),
    keyFingerprint: ctx.ledgerKey.fingerprint,
    previousHash: head.lastHash,
  };
  const canonical = canonicalEvent(row);
  const hash = eventHashOf(canonical);
  await insertEvent(tx, { ...row, hash, signature: ctx.ledgerKey.sign(canonical) });
  // Once committed, the journal's signed head goes outside the database, beside the ledger's.
  const anchors = actionLedgerAnchors();
  if (anchors)
    afterCommit(() =>
      anchors.append({
        journal: 'jet',
        company: 0,
        sequence: row.sequence,
        hash,
        signature: ctx.ledgerKey.sign(jetAnchorText(row.sequence, hash)),
        key: ctx.ledgerKey.fingerprint,
        at: occurredAt.toISOString(),
        record: event.type,
      }),
    );
  return head;
};

/**
 * Appends an event to the journal, in the transaction under way (or its own). When the clock reads
 * earlier than the last event, a clock_backwards event is appended first.
 */
export const recordTechnicalEvent = (ctx: AppContext, event: TechnicalEvent): Promise<void> =>
  transaction(ctx, async (tx) => {
    const now = ctx.now();
    const head = await lockJournalHead(tx);
    if (head.lastOccurredAt && now.getTime() < head.lastOccurredAt.getTime() - clockToleranceMs) {
      await append(ctx, tx, clockWentBack(head.lastOccurredAt, now), now);
    }
    await append(ctx, tx, event, now);
  });

const clockWentBack = (last: Date, now: Date): TechnicalEvent => ({
  type: 'clock_backwards',
  details: { lastEventAt: last.toISOString(), now: now.toISOString() },
});

/** Journals a clock that went backwards since the last event, if it did (closings call it). */
export const noticeClockBackwards = async (ctx: AppContext): Promise<boolean> => {
  const head = await readJournalHead(ctx.db);
  const now = ctx.now();
  if (!head?.lastOccurredAt || now.getTime() >= head.lastOccurredAt.getTime() - clockToleranceMs)
    return false;
  await transaction(ctx, async (tx) => {
    const locked = await lockJournalHead(tx);
    if (locked.lastOccurredAt && now.getTime() < locked.lastOccurredAt.getTime() - clockToleranceMs) {
      await append(ctx, tx, clockWentBack(locked.lastOccurredAt, now), now);
    }
  });
  return true;
};

// ---- the list ----

export { technicalEventCollection } from './technical-events.read.ts';

export const toTechnicalEventRead = (row: TechnicalEventRow): TechnicalEventRead => ({
  '@id': `/api/technical_events/${row.id}`,
  '@type': 'TechnicalEvent',
  id: row.id,
  sequence: row.sequence,
  eventType: row.eventType as TechnicalEventType,
  occurredAt: row.occurredAt.toISOString(),
  user: row.userId === null ? null : { '@id': `/api/users/${row.userId}`, id: row.userId },
  company: row.companyId === null ? null : { '@id': `/api/companies/${row.companyId}`, id: row.companyId },
  details: JSON.parse(row.details) as Record<string, unknown>,
  hash: row.hash,
  keyFingerprint: shortFingerprintOf(row.keyFingerprint),
});

/** GET /technical_events: filters eventType, occurredAt[after|before], user.id, company.id; newest first. */
export const findTechnicalEvents = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessJournal(actor);
  const db = dbOf(ctx);
  return findPage(technicalEventCollection, query, technicalEventPageOf(db), (rows) =>
    rows.map(toTechnicalEventRead),
  );
};

// ---- verification ----

type Broken = NonNullable<JournalVerificationRead['firstBroken']>;

/** The journal's signed heads kept outside the database that a trusted key signed, by sequence. */
const journalAnchors = (anchors: LedgerAnchor[], trusted: Map<string, string>) => {
  const bySequence = new Map<number, LedgerAnchor>();
  for (const anchor of anchors) {
    if (anchor.journal !== 'jet') continue;
    const key = trusted.get(anchor.key);
    if (!key || !verifyLedgerSignature(key, jetAnchorText(anchor.sequence, anchor.hash), anchor.signature))
      continue;
    bySequence.set(anchor.sequence, anchor);
  }
  return bySequence;
};

/**
 * Recomputes the journal's chain: each event's sequence, link, hash and signature by a trusted key
 * (the configured one, and the older keys it vouches for: a key rotation keeps the events signed
 * before it valid); a head ahead of the last event is a cut-off end, and so is a signed head kept
 * outside the database beyond it (truncated), or one that differs from its event (anchor).
 * Answers the first broken event.
 */
export const checkJournal = async (
  ctx: AppContext,
): Promise<{ records: number; lastSequence: number; firstBroken: Broken | null }> => {
  const db = dbOf(ctx);
  const head = await readJournalHead(db);
  const lastSequence = head?.lastSequence ?? 0;
  const trusted = await journalPort('trustedInstallationKeys')(db, ctx.ledgerKey);
  const anchors = journalAnchors(ctx.ledgerAnchors?.read() ?? [], trusted);
  let expected = 1;
  let previousHash: string | null = null;
  for (;;) {
    const page = await eventsAfter(db, expected - 1, 1000);
    if (page.length === 0) break;
    for (const event of page) {
      const broken = (reason: Broken['reason']) => ({
        records: expected - 1,
        lastSequence,
        firstBroken: { sequence: reason === 'sequence' ? expected : event.sequence, reason },
      });
      if (event.sequence !== expected) return broken('sequence');
      if (event.previousHash !== previousHash) return broken('link');
      const canonical = canonicalEvent(event);
      if (eventHashOf(canonical) !== event.hash) return broken('content');
      const key = trusted.get(event.keyFingerprint);
      if (!key || !verifyLedgerSignature(key, canonical, event.signature)) return broken('signature');
      if (anchors.has(event.sequence) && anchors.get(event.sequence)!.hash !== event.hash)
        return broken('anchor');
      previousHash = event.hash;
      expected += 1;
    }
  }
  const records = expected - 1;
  if (records !== lastSequence || previousHash !== (head?.lastHash ?? null)) {
    return { records, lastSequence, firstBroken: { sequence: records + 1, reason: 'missing' } };
  }
  // The end removed with the head moved back: a signed head outside the database is beyond it.
  if ([...anchors.keys()].some((sequence) => sequence > records)) {
    return { records, lastSequence, firstBroken: { sequence: records + 1, reason: 'truncated' } };
  }
  return { records, lastSequence, firstBroken: null };
};

/** GET /technical_events/verify; a broken journal is itself journaled (verification_failed). */
export const verifyJournal = async (ctx: AppContext, actor: Actor): Promise<JournalVerificationRead> => {
  accessJournal(actor);
  const result = await checkJournal(ctx);
  if (result.firstBroken) {
    await recordTechnicalEvent(ctx, {
      type: 'verification_failed',
      userId: actor.userId,
      details: { of: 'journal', ...result.firstBroken },
    });
  }
  return { valid: result.firstBroken === null, verifiedAt: ctx.now().toISOString(), ...result };
};
