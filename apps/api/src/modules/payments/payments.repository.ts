import { retentionPaymentMethodId } from '@velodesk/contract/api/deposits';
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paymentIdempotencyKeys, paymentOutbox, payments } from '../../db/schema/payments.ts';
import { emit } from '../../platform/events.ts';

/** The queries of the payments module (its own two tables only). */

export const createExternalPayment = 'create_external_payment';
/** The cancellation of a payment: its copy deleted, or the payment reversed (payment-cancellation.ts). */
export const cancelExternalPayment = 'delete_external_payment';

const reversal = alias(payments, 'reversal');
const cancellation = alias(paymentOutbox, 'cancellation');

/** A payment with the state of its copy in the stay system and the payment reversing it, if any. */
export const selectPayments = (db: DbOrTx) =>
  db
    .select({
      id: payments.id,
      siteId: payments.siteId,
      rentalId: payments.rentalId,
      cashDeskId: payments.cashDeskId,
      cashDeskName: payments.cashDeskName,
      paymentMethodId: payments.paymentMethodId,
      paymentMethodName: payments.paymentMethodName,
      amount: payments.amount,
      paymentAccount: payments.paymentAccount,
      activated: payments.activated,
      refundedPaymentId: payments.refundedPaymentId,
      externalPaymentId: payments.externalPaymentId,
      createdAt: payments.createdAt,
      externalState: sql<string>`coalesce(${paymentOutbox.state}, 'pending')`,
      externalError: paymentOutbox.lastError,
      reversedById: reversal.id,
      cancellationState: cancellation.state,
      cancellationError: cancellation.lastError,
    })
    .from(payments)
    .leftJoin(
      paymentOutbox,
      and(eq(paymentOutbox.paymentId, payments.id), eq(paymentOutbox.operation, createExternalPayment)),
    )
    .leftJoin(reversal, eq(reversal.refundedPaymentId, payments.id))
    .leftJoin(
      cancellation,
      and(eq(cancellation.paymentId, payments.id), eq(cancellation.operation, cancelExternalPayment)),
    );
export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

export const findPaymentRow = async (db: DbOrTx, id: number): Promise<PaymentRow | null> =>
  (await selectPayments(db).where(eq(payments.id, id)))[0] ?? null;

/** These payments (any order), as selectPayments reads them. */
export const paymentRowsByIds = (db: DbOrTx, ids: number[]) =>
  selectPayments(db).where(inArray(payments.id, ids));

/** Locks the payment's row until the transaction ends. */
export const lockPayment = (tx: Tx, id: number) =>
  tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('update');

/**
 * What a rental has been paid (euros as a numeric string): its active payments that are not
 * reversals. A reversed payment is inactive (rentals.md section 4) and its reversal only records
 * that the money went back, so a reversed pair counts 0, as a deleted one does.
 * The retention of a kept deposit settles its own invoice line, not the rental's total
 * (docs/decisions/deposits.md), so it is left out too and the remaining amount stays exactly 0.
 */
export const activePaidAmount = async (db: DbOrTx, rentalId: number): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), countsAsPaid));
  return row?.total ?? '0';
};

/** A payment taken toward the rental's price: not the retention that settles a kept deposit. */
export const towardRental = ne(payments.paymentMethodId, retentionPaymentMethodId);

/**
 * The payments that settled something of a rental: active and not reversals (a reversed payment is
 * inactive and its reversal only records that the money went back, so the pair counts 0). The
 * retention of a kept deposit is one: it settles the kept line of the invoice.
 */
export const settlesRental = and(eq(payments.activated, true), isNull(payments.refundedPaymentId))!;

/**
 * The payments that count in what a rental was paid toward its price (activePaidAmount, the
 * remaining amount): those that settle it, but a deposit's retention.
 */
export const countsAsPaid = and(settlesRental, towardRental)!;

/**
 * The payments a refund reverses: active, positive, not reversed yet, no cancellation under way
 * (that one ends by itself in a deletion or a reversal: reversing it too would return it twice).
 */
export const refundablePayments = (db: DbOrTx, rentalId: number) =>
  selectPayments(db)
    .where(
      and(
        eq(payments.rentalId, rentalId),
        eq(payments.activated, true),
        sql`${payments.amount} > 0`,
        isNull(reversal.id),
        towardRental,
        sql`${cancellation.state} is distinct from 'pending'`,
      ),
    )
    .orderBy(asc(payments.id));

export type NewPayment = typeof payments.$inferInsert;

/** Inserts payments, each with its outbox entry (due now), in the caller's transaction. */
export const insertPayments = async (tx: Tx, values: NewPayment[], now: Date): Promise<number[]> => {
  if (values.length === 0) return [];
  const rows = await tx.insert(payments).values(values).returning({ id: payments.id });
  await tx.insert(paymentOutbox).values(
    rows.map((row) => ({
      paymentId: row.id,
      operation: createExternalPayment,
      state: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  await emit(tx, 'payments.recorded', { paymentIds: rows.map((row) => row.id) });
  return rows.map((row) => row.id);
};

/** The payment's cancellation: no longer activated, and that change chained in the ledger. */
export const deactivatePayment = async (tx: Tx, id: number, now: Date, reason = 'cancelled') => {
  const [before] = await tx
    .select({ activated: payments.activated, refundedPaymentId: payments.refundedPaymentId })
    .from(payments)
    .where(eq(payments.id, id));
  await tx.update(payments).set({ activated: false }).where(eq(payments.id, id));
  if (before?.activated) await emit(tx, 'payment.cancelled', { now, paymentId: id, reason, before });
};

/**
 * Inserts the retention payment of a kept deposit: chained like any payment, but with no outbox
 * entry: it is not money taken at a cash desk of the stay system (the deposit was), so it is
 * never copied there.
 */
export const insertRetention = async (tx: Tx, value: NewPayment): Promise<number> => {
  const [row] = await tx.insert(payments).values(value).returning({ id: payments.id });
  await emit(tx, 'payments.recorded', { paymentIds: [row!.id] });
  return row!.id;
};

/**
 * Asks the cancellation of a payment (its outbox entry, due now), in the caller's transaction; a
 * cancellation given up earlier (failed) starts over.
 */
export const requestCancellation = (tx: Tx, paymentId: number, requestedById: number | null, now: Date) =>
  tx
    .insert(paymentOutbox)
    .values({
      paymentId,
      operation: cancelExternalPayment,
      state: 'pending',
      nextAttemptAt: now,
      requestedById,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [paymentOutbox.paymentId, paymentOutbox.operation],
      set: { state: 'pending', attempts: 0, nextAttemptAt: now, requestedById, lastError: null },
      setWhere: eq(paymentOutbox.state, 'failed'),
    });

/** The state of a payment's copy (its creation entry) and its id in the stay system, read now. */
export const readCopyState = async (db: DbOrTx, paymentId: number) => {
  const [row] = await db
    .select({ state: paymentOutbox.state, externalPaymentId: payments.externalPaymentId })
    .from(payments)
    .leftJoin(
      paymentOutbox,
      and(eq(paymentOutbox.paymentId, payments.id), eq(paymentOutbox.operation, createExternalPayment)),
    )
    .where(eq(payments.id, paymentId));
  return row ? { state: row.state ?? 'pending', externalPaymentId: row.externalPaymentId } : null;
};

// ---- the Idempotency-Key of POST /payments/create ----

/**
 * Claims an idempotency key for this request in the caller's transaction: true when it is new
 * (the caller then creates the payments and records them with `recordKeyPayments`); otherwise
 * the earlier request's fingerprint and payments. A concurrent request with the same key waits
 * for this transaction (the primary key), then sees its row.
 */
export const claimIdempotencyKey = async (
  tx: Tx,
  key: string,
  fingerprint: string,
  createdById: number,
  now: Date,
): Promise<true | { fingerprint: string; paymentIds: number[] }> => {
  const inserted = await tx
    .insert(paymentIdempotencyKeys)
    .values({ key, fingerprint, paymentIds: [], createdById, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotencyKeys.key });
  if (inserted.length > 0) return true;
  const [row] = await tx
    .select({
      fingerprint: paymentIdempotencyKeys.fingerprint,
      paymentIds: paymentIdempotencyKeys.paymentIds,
    })
    .from(paymentIdempotencyKeys)
    .where(eq(paymentIdempotencyKeys.key, key));
  return row!;
};

export const recordKeyPayments = (tx: Tx, key: string, paymentIds: number[]) =>
  tx.update(paymentIdempotencyKeys).set({ paymentIds }).where(eq(paymentIdempotencyKeys.key, key));

// ---- the outbox ----

/**
 * Claims up to `limit` due entries (pending, next attempt reached; only of `paymentIds` when
 * given): each gets one more attempt and a lease (its next attempt moves to `leaseUntil`), so
 * that no other sender takes it meanwhile; a sender that dies leaves it due again after the lease.
 */
export const claimDueEntries = async (
  tx: Tx,
  now: Date,
  leaseUntil: Date,
  limit: number,
  paymentIds?: number[],
) => {
  const due = await tx
    .select({ id: paymentOutbox.id })
    .from(paymentOutbox)
    .where(
      and(
        eq(paymentOutbox.state, 'pending'),
        lte(paymentOutbox.nextAttemptAt, now),
        paymentIds ? inArray(paymentOutbox.paymentId, paymentIds) : undefined,
      ),
    )
    .orderBy(asc(paymentOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const claimed = await tx
    .update(paymentOutbox)
    .set({ attempts: sql`${paymentOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      inArray(
        paymentOutbox.id,
        due.map((row) => row.id),
      ),
    )
    .returning({
      id: paymentOutbox.id,
      paymentId: paymentOutbox.paymentId,
      operation: paymentOutbox.operation,
      attempts: paymentOutbox.attempts,
      requestedById: paymentOutbox.requestedById,
    });
  const rows = await tx
    .select({
      id: payments.id,
      rentalId: payments.rentalId,
      externalPaymentId: payments.externalPaymentId,
      cashDeskId: payments.cashDeskId,
      paymentMethodId: payments.paymentMethodId,
      amount: payments.amount,
    })
    .from(payments)
    .where(
      inArray(
        payments.id,
        claimed.map((entry) => entry.paymentId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((entry) => ({ ...entry, payment: byId.get(entry.paymentId)! }));
};
export type ClaimedEntry = Awaited<ReturnType<typeof claimDueEntries>>[number];

/**
 * An entry done: a copy sent (its external id when known), or a cancellation settled (`note`: the
 * stay system's refusal that made it a reversal).
 */
export const markSent = async (
  tx: Tx,
  entry: Pick<ClaimedEntry, 'id' | 'paymentId'>,
  externalId: number | null,
  now: Date,
  note: string | null = null,
) => {
  await tx
    .update(paymentOutbox)
    .set({ state: 'sent', sentAt: now, lastError: note })
    .where(eq(paymentOutbox.id, entry.id));
  if (externalId !== null) {
    await tx
      .update(payments)
      .set({ externalPaymentId: externalId })
      .where(and(eq(payments.id, entry.paymentId), isNull(payments.externalPaymentId)));
  }
};

/**
 * A failed copy due again now, its attempts from zero (a person asked to send it again); false
 * when the payment's copy is not failed (pending or sent).
 */
export const requeueFailedCopy = async (tx: Tx, paymentId: number, now: Date): Promise<boolean> => {
  const rows = await tx
    .update(paymentOutbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now })
    .where(
      and(
        eq(paymentOutbox.paymentId, paymentId),
        eq(paymentOutbox.operation, createExternalPayment),
        eq(paymentOutbox.state, 'failed'),
      ),
    )
    .returning({ id: paymentOutbox.id });
  return rows.length > 0;
};

export const markNotSent = (
  tx: Tx,
  entry: ClaimedEntry,
  values: { state: 'pending' | 'failed'; nextAttemptAt: Date; lastError: string },
) => tx.update(paymentOutbox).set(values).where(eq(paymentOutbox.id, entry.id));
