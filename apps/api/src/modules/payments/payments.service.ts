import { createHash } from 'node:crypto';
import {
  keptLineLabel,
  retentionCashDeskId,
  retentionPaymentMethodId,
} from '@velodesk/contract/api/deposits';
import {
  type CashDeskRead,
  isIdempotencyKey,
  type PaymentCancellation,
  type PaymentCreate,
  PaymentDescription,
  PaymentErrorCode,
  type PaymentLine,
  type PaymentMethodRead,
  type PaymentRead,
  type RemainingAmountRead,
} from '@velodesk/contract/api/payments';
import { StaySystemErrorCode } from '@velodesk/contract/errors';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { formatCents, fromCents, paymentRemainder, toCents } from '@velodesk/contract/pricing';
import type { Tx } from '../../db/client.ts';
import { callStaySystem } from '../../integrations/stay-system/stay-system.failure.ts';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { type RentalForPayment, readRentalForPayment } from '../rentals/rentals.api.ts';
import { readSite, readSiteNames } from '../sites/sites.api.ts';
import { reversePayments } from './payment-cancellation.ts';
import type { PaymentOutbox } from './payment-outbox.ts';
import { accessPayments, accessSitePayments } from './payments.access.ts';
import { toPaymentRead, toPaymentReads } from './payments.presenter.ts';
import {
  activePaidAmount,
  claimIdempotencyKey,
  findPaymentRow,
  insertPayments,
  insertRetention,
  lockPayment,
  type NewPayment,
  type PaymentRow,
  paymentRowsByIds,
  recordKeyPayments,
  refundablePayments,
  requestCancellation,
  requeueFailedCopy,
} from './payments.repository.ts';
import { paymentCollection, paymentPageOf } from './payments-list.read.ts';

/**
 * Payments (rentals.md sections 4, 5 and 7): taken in lines, all or none, each copied to the stay
 * system through the outbox (payment-outbox.ts); cancelled by deleting that copy, or by a
 * reversing payment when the stay system refuses or does not answer. Never edited, never deleted.
 */
export interface PaymentDeps {
  ctx: AppContext;
  staySystem: StaySystemClient;
  outbox: PaymentOutbox;
}

const paymentError = (status: 400 | 409 | 422, code: string, description: string, violations?: Violation[]) =>
  new DomainError(
    status,
    status === 400 ? 'Bad Request' : status === 409 ? 'Conflict' : 'An error occurred',
    description,
    violations,
  ).withCode(code);

// ---- the stay system's lists ----

/** GET /huttosoft/cash_desks?siteId=: the cash desks of one of the user's sites. */
export const findCashDesks = async (
  deps: PaymentDeps,
  actor: Actor,
  siteId: number,
): Promise<CashDeskRead[]> => {
  accessSitePayments(actor, siteId);
  const site = await readSite(dbOf(deps.ctx), siteId);
  if (!site) throw notFound('Site');
  const staySite = site.huttosoftId;
  if (!staySite) throw paymentError(409, PaymentErrorCode.siteNotLinked, PaymentDescription.siteNotLinked);
  const desks = await callStaySystem(deps.ctx.log, () => deps.staySystem.listCashDesks(staySite));
  return desks.map((desk) => ({
    '@id': `/api/huttosoft/cash_desks/${desk.id}`,
    '@type': 'CashDesk' as const,
    id: desk.id,
    name: desk.name,
    type: desk.type,
  }));
};

/** GET /huttosoft/payment_methods. */
export const findPaymentMethods = async (deps: PaymentDeps, actor: Actor): Promise<PaymentMethodRead[]> => {
  accessPayments(actor);
  const methods = await callStaySystem(deps.ctx.log, () => deps.staySystem.listPaymentMethods());
  return methods.map((method) => ({
    '@id': `/api/huttosoft/payment_methods/${method.id}`,
    '@type': 'PaymentMethod' as const,
    id: method.id,
    name: method.name,
    code: method.code,
    account: method.account,
  }));
};

// ---- reading ----

export { paymentCollection } from './payments-list.read.ts';

/** GET /payments: filters rental.id, site, cashDesk, paymentMethod, activated, createdAt; id desc; paged. */
export const findPayments = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessPayments(actor);
  const db = dbOf(ctx);
  return findPage(paymentCollection, query, paymentPageOf(db, actor), (rows) => toPaymentReads(db, rows));
};

const readPayment = async (ctx: AppContext, id: number): Promise<PaymentRow> => {
  const row = await findPaymentRow(dbOf(ctx), id);
  if (!row) throw notFound('Payment');
  return row;
};

/** GET /payments/{id}. */
export const getPayment = async (ctx: AppContext, actor: Actor, id: number): Promise<PaymentRead> => {
  accessPayments(actor);
  const row = await readPayment(ctx, id);
  accessSitePayments(actor, row.siteId);
  return toPaymentRead(dbOf(ctx), row);
};

// ---- the remaining amount ----

const remainingOf = (rental: RentalForPayment, paid: string): Omit<RemainingAmountRead, 'site'> => {
  const remainingAmount = paymentRemainder(rental.allTaxesIncludedAmount, [paid]);
  const hasStay = rental.stayId !== null && rental.stayId !== '';
  return {
    rental: `/api/rentals/${rental.id}`,
    allTaxesIncludedAmount: fromCents(toCents(rental.allTaxesIncludedAmount)),
    paidAmount: fromCents(toCents(paid)),
    remainingAmount,
    hasStay,
    fullyPaid: hasStay || remainingAmount === 0,
  };
};

/** GET /rentals/{id}/remaining_amount: the tax-inclusive total less the active payments. */
export const getRemainingAmount = async (
  ctx: AppContext,
  actor: Actor,
  rentalId: number,
): Promise<RemainingAmountRead> => {
  accessPayments(actor);
  const db = dbOf(ctx);
  const rental = await readRentalForPayment(db, rentalId);
  if (!rental) throw notFound('Rental');
  accessSitePayments(actor, rental.siteId);
  const siteNames = await readSiteNames(db, [rental.siteId]);
  return {
    ...remainingOf(rental, await activePaidAmount(db, rentalId)),
    site: {
      '@id': `/api/sites/${rental.siteId}`,
      id: rental.siteId,
      name: siteNames.get(rental.siteId) ?? '',
    },
  };
};

/**
 * Whether a rental is fully paid (rentals.md section 5): its active payments equal its
 * tax-inclusive amount, or it has a stay. For the rentals module (migrate), in its transaction;
 * the caller checked the actor's access.
 */
export const isFullyPaid = async (tx: Tx, rental: RentalForPayment): Promise<boolean> =>
  remainingOf(rental, await activePaidAmount(tx, rental.id)).fullyPaid;

// ---- creating ----

/** POST /payments (rentals.md section 7, "single create"): one line of POST /payments/create. */
export const createPayment = async (
  deps: PaymentDeps,
  actor: Actor,
  line: PaymentLine,
  idempotencyKey?: string,
): Promise<{ replayed: boolean; payment: PaymentRead }> => {
  const { replayed, payments } = await createPayments(deps, actor, [line], { single: true, idempotencyKey });
  return { replayed, payment: payments[0]! };
};

/**
 * POST /payments/create (with an optional Idempotency-Key: the same key again answers the same
 * payments, `replayed`, instead of paying twice; another request's key is a 422): every line is checked (its rental exists, is of a site the user sees
 * and of the line's site, is new or in progress, and is not paid beyond its total), then all are
 * written with their outbox entries in one transaction, or none is. The copies in the stay system
 * are sent after it commits; the answer shows how far each got (pending, sent, failed).
 */
export const createPayments = async (
  deps: PaymentDeps,
  actor: Actor,
  lines: PaymentCreate,
  options: { single?: boolean; idempotencyKey?: string } = {},
): Promise<{ replayed: boolean; payments: PaymentRead[] }> => {
  const { idempotencyKey } = options;
  // A violation names the line (`[1].rental`), or only the field for POST /payments's one body.
  const pathOf = (index: number, field: string) => (options.single ? field : `[${index}].${field}`);
  accessPayments(actor);
  const { ctx } = deps;
  if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
    throw paymentError(400, PaymentErrorCode.idempotencyKeyInvalid, PaymentDescription.idempotencyKeyInvalid);
  }
  const { ids, replayed } = await transaction(
    ctx,
    async (tx) => {
      if (idempotencyKey !== undefined) {
        // The key first: a replay answers the payments already taken, whatever the rental is now.
        const fingerprint = createHash('sha256')
          .update(JSON.stringify({ user: actor.userId, lines }))
          .digest('hex');
        const claimed = await claimIdempotencyKey(tx, idempotencyKey, fingerprint, actor.userId, ctx.now());
        if (claimed !== true) {
          if (claimed.fingerprint !== fingerprint) {
            throw paymentError(
              422,
              PaymentErrorCode.idempotencyKeyReused,
              PaymentDescription.idempotencyKeyReused,
            );
          }
          return { ids: claimed.paymentIds, replayed: true };
        }
      }
      const created = await takePayments(tx);
      if (idempotencyKey !== undefined) await recordKeyPayments(tx, idempotencyKey, created);
      return { ids: created, replayed: false };
    },
    { isolation: 'read committed' },
  );

  async function takePayments(tx: Tx): Promise<number[]> {
    const rentalIds = [...new Set(lines.map((line) => idFromIri(line.rental)))].sort((a, b) => a - b);
    // Locked in id order: two counters paying one rental take turns, and cannot overpay it.
    const rentals = new Map<number, RentalForPayment>();
    for (const id of rentalIds) {
      const rental = await readRentalForPayment(tx, id, true);
      if (rental) rentals.set(id, rental);
    }
    const violations: Violation[] = [];
    const values: NewPayment[] = [];
    const newCents = new Map<number, number>();
    for (const [index, line] of lines.entries()) {
      const rentalId = idFromIri(line.rental);
      const rental = rentals.get(rentalId);
      if (!rental) {
        violations.push({ propertyPath: pathOf(index, 'rental'), message: 'This rental does not exist.' });
        continue;
      }
      accessSitePayments(actor, rental.siteId);
      if (idFromIri(line.site) !== rental.siteId) {
        violations.push({
          propertyPath: pathOf(index, 'site'),
          message: PaymentDescription.siteMismatch,
          code: PaymentErrorCode.siteMismatch,
        });
        continue;
      }
      // A contract paid at the end of the stay (fds) is paid when the guest checks out, which
      // may be after its bikes came back (closed, validated). A closed contract whose payment was
      // cancelled after its close still owes that amount: it can be paid (up to what remains,
      // checked below), else the customer's debt could never be settled
      // (docs/decisions/unpaid-contracts.md).
      const closed = rental.stateId === RentalState.validated;
      const owedAfterClose =
        closed &&
        rental.rentalTypeId === RentalType.contract &&
        !rental.stayId &&
        toCents(await activePaidAmount(tx, rentalId)) < toCents(rental.allTaxesIncludedAmount);
      const endOfStay = rental.fds === true && closed;
      if (
        rental.stateId !== RentalState.new &&
        rental.stateId !== RentalState.inProgress &&
        !endOfStay &&
        !owedAfterClose
      ) {
        throw paymentError(409, PaymentErrorCode.rentalNotPayable, PaymentDescription.rentalNotPayable);
      }
      const cents = toCents(line.amount);
      newCents.set(rentalId, (newCents.get(rentalId) ?? 0) + cents);
      values.push({
        siteId: rental.siteId,
        rentalId,
        cashDeskId: line.cashDesk,
        cashDeskName: line.cashDeskName?.trim() || null,
        paymentMethodId: line.paymentMethod,
        paymentMethodName: line.paymentMethodName?.trim() || null,
        amount: formatCents(cents),
        paymentAccount: line.paymentAccount?.trim() || null,
        createdById: actor.userId,
        createdAt: ctx.now(),
      });
    }
    if (violations.length > 0) {
      throw paymentError(
        422,
        PaymentErrorCode.invalidPayment,
        violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'),
        violations,
      );
    }
    for (const [rentalId, cents] of newCents) {
      const rental = rentals.get(rentalId)!;
      const paid = toCents(await activePaidAmount(tx, rentalId));
      if (paid + cents > toCents(rental.allTaxesIncludedAmount)) {
        throw paymentError(409, PaymentErrorCode.exceedsRemaining, PaymentDescription.exceedsRemaining);
      }
    }
    return insertPayments(tx, values, ctx.now());
  }
  if (!replayed) await deps.outbox.send(ids);
  const rows = await paymentRowsByIds(ctx.db, ids);
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) accessSitePayments(actor, row.siteId);
  return { replayed, payments: await toPaymentReads(ctx.db, rows) };
};

// ---- cancelling and reversing ----

const assertCancellable = (row: PaymentRow) => {
  if (row.paymentMethodId === retentionPaymentMethodId) {
    throw paymentError(409, PaymentErrorCode.notCancellable, PaymentDescription.retention);
  }
  if (row.refundedPaymentId !== null || toCents(row.amount) < 0) {
    throw paymentError(409, PaymentErrorCode.notCancellable, PaymentDescription.reversal);
  }
  if (!row.activated || row.reversedById !== null) {
    throw paymentError(409, PaymentErrorCode.notCancellable, PaymentDescription.alreadyCancelled);
  }
  if (row.cancellationState === 'pending') {
    throw paymentError(409, PaymentErrorCode.notCancellable, PaymentDescription.cancellationPending);
  }
};

/** Why the copy of a payment not sent yet cannot be deleted. */
export const notSentYet = PaymentDescription.notSentYet;

/**
 * PATCH /payments/{id} {activated: false}, the cancellation of the specs (rentals.md section 4):
 * the cancellation is written to the outbox (one transaction), which at once asks the stay system
 * to delete the copy (payment-cancellation.ts). Answers 200 once settled: deactivated (deleted),
 * or deactivated and reversed when the stay system refused (`staySystemError` says why,
 * `refundedPayment` names the reversal); 202 while the stay system's answer is unknown (no answer
 * in time): still active, `cancellationState` pending, settled by the outbox later, never twice.
 */
export const cancelPayment = async (
  deps: PaymentDeps,
  actor: Actor,
  id: number,
): Promise<{ status: 200 | 202; body: PaymentCancellation }> => {
  accessPayments(actor);
  const { ctx } = deps;
  const before = await readPayment(ctx, id);
  accessSitePayments(actor, before.siteId);
  assertCancellable(before);
  await transaction(
    ctx,
    async (tx) => {
      // The rental first, as payments and refunds lock it: a refund and a cancellation of one
      // payment take turns, and the second sees the first's.
      await readRentalForPayment(tx, before.rentalId, true);
      await lockPayment(tx, id);
      assertCancellable((await findPaymentRow(tx, id))!);
      await requestCancellation(tx, id, actor.userId, ctx.now());
    },
    { isolation: 'read committed' },
  );
  await deps.outbox.send([id]);
  const row = (await findPaymentRow(ctx.db, id))!;
  const read = await toPaymentRead(ctx.db, row);
  if (row.cancellationState === 'sent') {
    const staySystemError =
      row.cancellationError === null
        ? null
        : { code: StaySystemErrorCode.error, description: row.cancellationError };
    return { status: 200, body: { ...read, staySystemError } };
  }
  const description = row.cancellationError ?? notSentYet;
  return {
    status: 202,
    body: { ...read, staySystemError: { code: StaySystemErrorCode.unavailable, description } },
  };
};

/**
 * The money part of a refund (PATCH /rentals/{id}/refund): every refundable payment of the rental
 * (active, positive, not reversed, no cancellation under way) gets its reversing payment and is
 * deactivated, in the caller's transaction (the refund is one business action); the outbox sends
 * the reversals' copies after it commits. The caller checked the actor's access to the rental.
 * Answers the reversing payments' ids.
 */
export const reverseRentalPayments = async (
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  rentalId: number,
): Promise<number[]> => reversePayments(tx, await refundablePayments(tx, rentalId), actor.userId, ctx.now());

/**
 * POST /payments/{id}/retry_external: sends again the copy of a payment that the stay system
 * refused or that was given up (failed), once a person has fixed the cause (a cash desk created in
 * the stay system, a long outage over). The copy goes back to pending, attempts from zero, and is
 * sent at once; the answer shows how far it got. A pending or sent copy is refused (409).
 */
export const retryExternalCopy = async (
  deps: PaymentDeps,
  actor: Actor,
  id: number,
): Promise<PaymentRead> => {
  accessPayments(actor);
  const { ctx } = deps;
  const before = await readPayment(ctx, id);
  accessSitePayments(actor, before.siteId);
  const requeued = await transaction(ctx, (tx) => requeueFailedCopy(tx, id, ctx.now()), {
    isolation: 'read committed',
  });
  if (!requeued) throw paymentError(409, PaymentErrorCode.notRetryable, PaymentDescription.notRetryable);
  await deps.outbox.send([id]);
  return toPaymentRead(ctx.db, (await findPaymentRow(ctx.db, id))!);
};

/**
 * The retention payment of a kept deposit (docs/decisions/deposits.md), in the close's
 * transaction: it settles the invoice line "Retenue sur caution" with the deposit the counter
 * already holds. Chained in the ledger like any payment; never sent to the stay system. The
 * caller (the deposits module) checked the actor's access to the rental. Answers its id.
 */
export const recordDepositRetention = (
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  retention: { siteId: number; rentalId: number; cents: number },
): Promise<number> =>
  insertRetention(tx, {
    siteId: retention.siteId,
    rentalId: retention.rentalId,
    cashDeskId: retentionCashDeskId,
    cashDeskName: null,
    paymentMethodId: retentionPaymentMethodId,
    paymentMethodName: keptLineLabel,
    amount: formatCents(retention.cents),
    paymentAccount: null,
    createdById: actor.userId,
    createdAt: ctx.now(),
  });
