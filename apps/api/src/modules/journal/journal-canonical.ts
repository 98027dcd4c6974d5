import { createHash } from 'node:crypto';

/**
 * The canonical form of a technical event (docs/decisions/technical-event-journal.md, version 1):
 * the JSON text (JSON.stringify, no spaces, UTF-8) of an array of [name, value] pairs in this
 * order: version, journal, sequence, type, occurredAt (ISO 8601 UTC with milliseconds), user,
 * company, details (the JSON text of the details object, as stored), key (the signing key's
 * fingerprint), previous (the previous event's hash or null). Its hash is the lowercase hex
 * SHA-256 of the text; its signature the key's Ed25519 signature of the same text.
 */

export const journalCanonicalVersion = 1;

export interface CanonicalEvent {
  sequence: number;
  eventType: string;
  occurredAt: Date;
  userId: number | null;
  companyId: number | null;
  details: string;
  keyFingerprint: string;
  previousHash: string | null;
}

export const canonicalEvent = (event: CanonicalEvent): string =>
  JSON.stringify([
    ['version', journalCanonicalVersion],
    ['journal', 'velodesk-jet'],
    ['sequence', event.sequence],
    ['type', event.eventType],
    ['occurredAt', event.occurredAt.toISOString()],
    ['user', event.userId],
    ['company', event.companyId],
    ['details', event.details],
    ['key', event.keyFingerprint],
    ['previous', event.previousHash],
  ]);

export const eventHashOf = (canonical: string): string =>
  createHash('sha256').update(canonical, 'utf8').digest('hex');

/** What a signed head of the journal written outside the database signs (its anchor). */
export const jetAnchorText = (sequence: number, hash: string) => `velodesk-jet/1|${sequence}|${hash}`;
