import { PaymentDescription } from '@velodesk/contract/api/payments';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { StaySystemError } from '../../integrations/stay-system/stay-system.error.ts';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import type { AppContext } from '../../platform/context.ts';
import { transaction } from '../../platform/transactions.ts';
import { readRentalForPayment } from '../rentals/rentals.api.ts';
import {
  type ClaimedEntry,
  deactivatePayment,
  findPaymentRow,
  insertPayments,
  lockPayment,
  markSent,
  type NewPayment,
  type PaymentRow,
  readCopyState,
} from './payments.repository.ts';

/**
 * The cancellation of a payment (rentals.md section 4, docs/decisions/payments-outbox.md), run by
 * the outbox from its 'delete_external_payment' entry: the copy in the stay system is deleted and
 * the payment deactivated; when the stay system refuses the deletion (lettered), a reversing
 * payment is created and the payment deactivated, linked to it. A call that gets no answer is
 * UNKNOWN, not failed: the entry stays pending and the stay system is asked again (the deletion
 * answers 404 once done; the lookup finds a copy whose creation answer was lost) until its answer
 * is known — so the stay system sees exactly one effect.
 */

/** A reversing payment (same site, rental, cash desk, method; the opposite amount). */
export const reversalOf = (row: PaymentRow, createdById: number | null, now: Date): NewPayment => ({
  siteId: row.siteId,
  rentalId: row.rentalId,
  cashDeskId: row.cashDeskId,
  cashDeskName: row.cashDeskName,
  paymentMethodId: row.paymentMethodId,
  paymentMethodName: row.paymentMethodName,
  amount: formatCents(-toCents(row.amount)),
  paymentAccount: row.paymentAccount,
  refundedPaymentId: row.id,
  createdById,
  createdAt: now,
});

/**
 * Reverses payments in the caller's transaction: each reversal is inserted (with its outbox entry,
 * chained in the ledger by insertPayments) and the reversed payment deactivated (the API shows the
 * link from it as `refundedPayment`). Answers the reversals' ids.
 */
export const reversePayments = async (
  tx: Parameters<typeof insertPayments>[0],
  rows: PaymentRow[],
  createdById: number | null,
  now: Date,
): Promise<number[]> => {
  const ids = await insertPayments(
    tx,
    rows.map((row) => reversalOf(row, createdById, now)),
    now,
  );
  for (const row of rows) await deactivatePayment(tx, row.id, now, 'reversed');
  return ids;
};

/** What the stay system's answers say of the cancellation. */
type Outcome =
  | { kind: 'gone' } // the copy no longer exists (deleted now or earlier), or never did
  | { kind: 'refused'; reason: string } // the stay system keeps it: reverse
  | { kind: 'unknown'; reason: string }; // no answer yet: ask again later

const isNotFound = (error: StaySystemError) => error.kind === 'rejected' && error.status === 404;

/** Asks the stay system what became of the copy and deletes it when it is there. */
const askStaySystem = async (
  ctx: AppContext,
  staySystem: StaySystemClient,
  entry: ClaimedEntry,
): Promise<Outcome> => {
  const copy = await readCopyState(ctx.db, entry.paymentId);
  // The copy's creation is not settled (not sent yet, or its answer unknown): wait for it, else a
  // creation landing after the cancellation would leave a copy nobody deletes.
  if (!copy || copy.state === 'pending') return { kind: 'unknown', reason: PaymentDescription.notSentYet };
  // Refused for good: it was never in the stay system.
  if (copy.state === 'failed') return { kind: 'gone' };
  try {
    let externalId = copy.externalPaymentId;
    if (externalId === null) {
      // Sent, but its answer was lost: look it up by our payment id.
      const found = await staySystem.findExternalPayments(entry.paymentId);
      if (found.length === 0) return { kind: 'gone' };
      externalId = found[0]!.id;
    }
    await staySystem.deleteExternalPayment(externalId);
    return { kind: 'gone' };
  } catch (error) {
    if (!(error instanceof StaySystemError)) throw error;
    ctx.log.warn({ kind: error.kind, status: error.status, payment: entry.paymentId }, error.message);
    // 404: an earlier attempt, whose answer was lost, deleted it.
    if (isNotFound(error)) return { kind: 'gone' };
    if (error.kind === 'rejected') return { kind: 'refused', reason: error.description ?? error.message };
    return { kind: 'unknown', reason: error.description ?? error.kind };
  }
};

/**
 * Settles one claimed cancellation entry: answers the reversals it created (for the outbox to
 * send), or null when the outcome is unknown yet (the caller schedules the next attempt with
 * `reason`).
 */
export const settleCancellation = async (
  ctx: AppContext,
  staySystem: StaySystemClient,
  entry: ClaimedEntry,
): Promise<{ reversalIds: number[] } | { unknown: string }> => {
  const outcome = await askStaySystem(ctx, staySystem, entry);
  if (outcome.kind === 'unknown') return { unknown: outcome.reason };
  const reversalIds = await transaction(
    ctx,
    async (tx) => {
      // The rental first, as payments and refunds lock it (they take turns).
      await readRentalForPayment(tx, entry.payment.rentalId, true);
      await lockPayment(tx, entry.paymentId);
      const row = (await findPaymentRow(tx, entry.paymentId))!;
      const now = ctx.now();
      let ids: number[] = [];
      if (row.activated && row.reversedById === null) {
        if (outcome.kind === 'gone') await deactivatePayment(tx, row.id, now);
        else ids = await reversePayments(tx, [row], entry.requestedById, now);
      }
      await markSent(tx, entry, null, now, outcome.kind === 'refused' ? outcome.reason : null);
      return ids;
    },
    { isolation: 'read committed' },
  );
  return { reversalIds };
};
