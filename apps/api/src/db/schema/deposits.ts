import {
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { declinations, ranges } from './catalogue.ts';
import { payments } from './payments.ts';
import { rentals } from './rentals.ts';
import { sites } from './sites.ts';

/**
 * Deposits (docs/decisions/deposits.md). Migration 0018_deposits.sql is hand-written and also adds
 * the checks (states, forms, reasons, amounts) and the partial unique indexes.
 */

/** A manager's default deposit of a site, for a range or (more precise) a declination. */
export const depositRules = pgTable(
  'deposit_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    rangeId: integer('range_id').references(() => ranges.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id').references(() => declinations.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_rules_site_range_unique').on(t.siteId, t.rangeId),
    uniqueIndex('deposit_rules_site_declination_unique').on(t.siteId, t.declinationId),
  ],
);

/** The deposit of one contract: what it requires, how it was taken (or waived) and settled. */
export const deposits = pgTable(
  'deposits',
  {
    rentalId: integer('rental_id')
      .primaryKey()
      .references(() => rentals.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** amountBail: computed from the lines by the rules, changeable before the bikes leave. */
    amountRequired: numeric('amount_required', { precision: 12, scale: 2 }).notNull().default('0'),
    /** bail: none, held, returned, partly_kept, kept. */
    state: text('state').notNull().default('none'),
    form: text('form'),
    /** The cheque's number, or the card imprint's or pre-authorisation's reference. */
    reference: text('reference'),
    /** The kind of identity document held (passport, identity card, driving licence...). */
    documentKind: text('document_kind'),
    amountTaken: numeric('amount_taken', { precision: 12, scale: 2 }),
    takenById: integer('taken_by_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    waivedReason: text('waived_reason'),
    waivedById: integer('waived_by_id').references(() => users.id, { onDelete: 'set null' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    returnedAmount: numeric('returned_amount', { precision: 12, scale: 2 }),
    keptAmount: numeric('kept_amount', { precision: 12, scale: 2 }),
    keptReason: text('kept_reason'),
    keptComment: text('kept_comment'),
    /** The payment (method "Retenue sur caution") that settles the kept part's invoice line. */
    retentionPaymentId: integer('retention_payment_id').references((): AnyPgColumn => payments.id),
    settledById: integer('settled_by_id').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('deposits_site_state_idx').on(t.siteId, t.state)],
);
