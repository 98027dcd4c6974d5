import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The technical event journal (JET, docs/decisions/technical-event-journal.md): one chain of
 * signed events for the whole installation (starts, stops, versions, closings, archives, failed
 * verifications, changes of access, a clock gone backwards). Written once (migration 0017).
 */
export const technicalEvents = pgTable(
  'technical_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sequence: integer('sequence').notNull().unique('technical_events_sequence_unique'),
    eventType: text('event_type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    companyId: integer('company_id'),
    /** The event's details: a JSON object's text, as signed. */
    details: text('details').notNull(),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
    keyFingerprint: text('key_fingerprint').notNull(),
  },
  (t) => [
    index('technical_events_type_idx').on(t.eventType, t.occurredAt),
    index('technical_events_occurred_idx').on(t.occurredAt),
  ],
);

/** The journal's head (one row): locked while an event is appended. */
export const technicalEventHead = pgTable(
  'technical_event_head',
  {
    id: integer('id').primaryKey().default(1),
    lastSequence: integer('last_sequence').notNull().default(0),
    lastHash: text('last_hash'),
    lastOccurredAt: timestamp('last_occurred_at', { withTimezone: true }),
  },
  (t) => [check('technical_event_head_one_row', sql`${t.id} = 1`)],
);
