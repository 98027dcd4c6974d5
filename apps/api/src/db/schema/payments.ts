import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { rentals } from './rentals.ts';
import { sites } from './sites.ts';

/**
 * Payments taken at the counter and their copies in the stay system (docs/decisions/payments-outbox.md).
 * A payment is never edited (amount, links) nor deleted: it is cancelled by `activated = false`
 * once its external copy is deleted, or by a reversing payment (negative amount) whose
 * `refunded_payment_id` names the payment it reverses. Migration 0009_payments.sql also adds the
 * triggers that refuse those edits and deletions.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id),
    /** The stay system's cash desk and payment method (ids and names as it gave them). */
    cashDeskId: integer('cash_desk_id').notNull(),
    cashDeskName: text('cash_desk_name'),
    paymentMethodId: integer('payment_method_id').notNull(),
    paymentMethodName: text('payment_method_name'),
    /** Euros with 2 decimals (computed in cents, docs/decisions/money-in-cents.md); negative reverses. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentAccount: text('payment_account'),
    activated: boolean('activated').notNull().default(true),
    /** On a reversing payment: the payment it reverses (at most one reversal each). */
    refundedPaymentId: integer('refunded_payment_id').references((): AnyPgColumn => payments.id),
    /** The stay system's id of the external payment, once sent. */
    externalPaymentId: integer('external_payment_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_rental_idx').on(t.rentalId),
    index('payments_site_idx').on(t.siteId, t.id),
    uniqueIndex('payments_refunded_payment_unique').on(t.refundedPaymentId),
    check('payments_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The outbox of calls to the stay system (docs/decisions/payments-outbox.md): written in the
 * payment's transaction, sent after it commits, retried with backoff. `state`: pending (not sent
 * yet, or to retry at `next_attempt_at`), sent, failed (refused by the stay system, or given up).
 */
export const paymentOutbox = pgTable(
  'payment_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /**
     * 'create_external_payment' (one per payment) or 'delete_external_payment' (its cancellation,
     * at most one per payment: the copy is deleted, or the payment reversed when the stay system
     * refuses; docs/decisions/payments-outbox.md).
     */
    operation: text('operation').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Of a cancellation: who asked (the creator of the reversing payment it may make). */
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_outbox_operation_check',
      sql`${t.operation} in ('create_external_payment', 'delete_external_payment')`,
    ),
    uniqueIndex('payment_outbox_payment_operation_unique').on(t.paymentId, t.operation),
    index('payment_outbox_due_idx').on(t.state, t.nextAttemptAt),
    check('payment_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The Idempotency-Key of POST /payments/create (docs/api-conventions.md): a key names one request
 * (its body and user, as `fingerprint`) and the payments it created; the same key again answers
 * those payments instead of paying twice, whichever API process receives it.
 */
export const paymentIdempotencyKeys = pgTable('payment_idempotency_keys', {
  key: text('key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  paymentIds: integer('payment_ids').array().notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
