import { z } from 'zod';

/**
 * The technical event journal ("JET" of French till software; docs/decisions/technical-event-journal.md):
 * one chain of signed events of the installation, listed for finance and administrators.
 */

export const technicalEventTypes = [
  'application_start',
  'application_stop',
  'version_change',
  'closing',
  'archive_export',
  'verification_failed',
  'user_change',
  'profile_change',
  'feature_access_change',
  'clock_backwards',
  // personal data (api/privacy.ts personalDataEventTypes)
  'personal_data_export',
  'identity_reveal',
  'customer_anonymised',
  'customer_erased',
  'retention_run',
  'accounting_export',
] as const;
export type TechnicalEventType = (typeof technicalEventTypes)[number];

/** GET /technical_events: one event, its link and its signature. */
export const technicalEventRead = z.object({
  '@id': z.string(),
  '@type': z.literal('TechnicalEvent'),
  id: z.number().int(),
  sequence: z.number().int(),
  eventType: z.enum(technicalEventTypes),
  /** ISO 8601 instant. */
  occurredAt: z.string(),
  /** Who caused it (null: the server itself). */
  user: z.object({ '@id': z.string(), id: z.number().int() }).nullable(),
  company: z.object({ '@id': z.string(), id: z.number().int() }).nullable(),
  /** What happened, as signed (names and values depend on the type). */
  details: z.record(z.string(), z.unknown()),
  hash: z.string(),
  /** The short fingerprint of the key that signed it. */
  keyFingerprint: z.string(),
});
export type TechnicalEventRead = z.infer<typeof technicalEventRead>;

/** GET /technical_events/verify: the journal's chain recomputed, and its first broken event. */
export const journalVerificationRead = z.object({
  valid: z.boolean(),
  verifiedAt: z.string(),
  records: z.number().int(),
  lastSequence: z.number().int(),
  firstBroken: z
    .object({
      sequence: z.number().int(),
      /** 'content' (changed), 'link', 'signature', 'missing' (deleted or cut off), 'sequence'. */
      /**
       * truncated: a signed head kept outside the database is beyond the journal's end; anchor: an
       * event differs from its signed head kept outside the database.
       */
      reason: z.enum(['content', 'link', 'signature', 'missing', 'sequence', 'truncated', 'anchor']),
    })
    .nullable(),
});
export type JournalVerificationRead = z.infer<typeof journalVerificationRead>;
