import { z } from 'zod';
import { embedded, iriRef, optionalText } from '../fields.ts';
import { idString } from '../hydra.ts';
import { hasAtMostDecimals } from '../pricing.ts';

/**
 * Payments (rentals.md sections 4, 5, 7 and 8; back-office.md "Finance lists"): taken at the
 * counter in one or several lines, each sent to the stay system as an external payment through
 * an outbox (docs/decisions/payments-outbox.md). Amounts are euros with at most 2 decimals,
 * computed in integer cents (docs/decisions/money-in-cents.md).
 */

// ---- stable error codes of the payments module (answered as `code`) ----

export const PaymentErrorCode = {
  /** 422: a line of POST /payments/create is wrong (violations per line); nothing was created. */
  invalidPayment: 'PAYMENT_INVALID',
  /** 409: the lines pay more than what remains to pay on the rental. */
  exceedsRemaining: 'PAYMENT_EXCEEDS_REMAINING',
  /** 409: the rental is not a new or in-progress reservation or contract. */
  rentalNotPayable: 'PAYMENT_RENTAL_NOT_PAYABLE',
  /** 409: the site of a line is not the rental's site. */
  siteMismatch: 'PAYMENT_SITE_MISMATCH',
  /** 409: the payment is already cancelled (deactivated or reversed), or is itself a reversal. */
  notCancellable: 'PAYMENT_NOT_CANCELLABLE',
  /** 400: PATCH /payments/{id} takes only {activated: false}: amounts and links are never edited. */
  readOnly: 'PAYMENT_READ_ONLY',
  /** 409: PATCH /reservations/migrate/{id} of a reservation without a stay that is not fully paid. */
  paymentRequired: 'PAYMENT_REQUIRED',
  /** 409: the site has no stay-system id, so it has no cash desks. */
  siteNotLinked: 'PAYMENT_SITE_NOT_LINKED',
  /** 409: POST /payments/{id}/retry_external of a payment whose copy is not failed (pending or sent). */
  notRetryable: 'PAYMENT_NOT_RETRYABLE',
  /** 409: PATCH /rentals/{id}/close of a contract without a stay that is not fully paid (remaining ≠ 0). */
  contractUnpaid: 'CONTRACT_NOT_FULLY_PAID',
  /** 400: the Idempotency-Key header of POST /payments/create is empty, too long or not printable ASCII. */
  idempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  /** 422: an Idempotency-Key already used by another request (another body or another user). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;
export type PaymentErrorCodeValue = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export const PaymentDescription = {
  exceedsRemaining: 'The payments exceed the amount that remains to pay.',
  rentalNotPayable: 'Only a new or in-progress rental can be paid.',
  siteMismatch: "A payment's site is its rental's site.",
  alreadyCancelled: 'This payment is already cancelled.',
  cancellationPending: 'The cancellation of this payment is already under way.',
  reversal: 'A reversing payment cannot be cancelled.',
  retention: 'The retention of a kept deposit is cancelled with its invoice, by a credit note.',
  readOnly: "A payment's amount and links are never edited: only {activated: false} cancels it.",
  paymentRequired: 'This reservation has no stay: it must be fully paid before it becomes a contract.',
  siteNotLinked: 'This site is not linked to the stay system.',
  notRetryable: 'Only a payment whose copy in the stay system failed can be sent again.',
  contractUnpaid:
    'This contract has no stay: it must be fully paid (nothing left to pay) before it is closed.',
  idempotencyKeyInvalid: 'The Idempotency-Key header is 1 to 200 printable ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request: use a new key.',
  notSentYet: 'The payment has not reached the stay system yet.',
} as const;

/** The header of POST /payments/create that makes a retry safe (docs/api-conventions.md). */
export const idempotencyKeyHeader = 'idempotency-key';
/** A valid Idempotency-Key: 1 to 200 printable ASCII characters (a UUID is the usual choice). */
export const isIdempotencyKey = (key: string): boolean => /^[\x21-\x7e]{1,200}$/.test(key);

/** The state of a payment's copy in the stay system (its outbox entry). */
export const externalStates = ['pending', 'sent', 'failed'] as const;
export type ExternalState = (typeof externalStates)[number];

/**
 * The state of a payment's cancellation (docs/decisions/payments-outbox.md): pending while the
 * stay system's answer is unknown (the copy is deleted, or the payment reversed, once it is
 * known), done, or failed (given up: a person must look; cancelling again starts over).
 */
export const cancellationStates = ['pending', 'done', 'failed'] as const;
export type CancellationState = (typeof cancellationStates)[number];

// ---- the stay system's lists ----

export const cashDeskRead = z.object({
  '@id': z.string(),
  '@type': z.literal('CashDesk'),
  id: z.number().int(),
  name: z.string(),
  /** 'cash' or 'card'. */
  type: z.string(),
});
export type CashDeskRead = z.infer<typeof cashDeskRead>;

export const paymentMethodRead = z.object({
  '@id': z.string(),
  '@type': z.literal('PaymentMethod'),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The accounting account (e.g. 5310000). */
  account: z.string(),
});
export type PaymentMethodRead = z.infer<typeof paymentMethodRead>;

/** GET /huttosoft/cash_desks?siteId=: the product's site id. */
export const cashDeskQuery = z.strictObject({ siteId: idString('siteId') });

// ---- bodies ----

/** A payment amount: euros, not 0, at most 2 decimals (a third decimal is refused, never rounded). */
export const paymentAmount = (label = 'amount') =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required.`
          : `${label} must be a number.`,
    })
    .gt(0, `${label} must be more than 0.`)
    .max(99_999_999.99, `${label} is at most 99999999.99.`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} has at most 2 decimals.`);

const stayId = (label: string) =>
  z
    .number({ error: `${label} is required.` })
    .int(`${label} must be an id of the stay system.`)
    .positive(`${label} must be an id of the stay system.`)
    .max(2_147_483_647, `${label} must be an id of the stay system.`);

/** One line of POST /payments/create. */
export const paymentLine = z.strictObject({
  site: iriRef('sites', 'site'),
  rental: iriRef('rentals', 'rental'),
  /** The stay system's cash desk id (GET /huttosoft/cash_desks). */
  cashDesk: stayId('cashDesk'),
  cashDeskName: optionalText('cashDeskName', 255),
  /** The stay system's payment method id (GET /huttosoft/payment_methods). */
  paymentMethod: stayId('paymentMethod'),
  paymentMethodName: optionalText('paymentMethodName', 255),
  amount: paymentAmount('amount'),
  paymentAccount: optionalText('paymentAccount', 50),
});
export type PaymentLine = z.infer<typeof paymentLine>;

/** POST /payments/create: the lines, all created or none. */
export const paymentCreate = z
  .array(paymentLine, { error: 'A list of payments is required.' })
  .min(1, 'At least one payment is needed.')
  .max(20, 'At most 20 payments at once.');
export type PaymentCreate = z.infer<typeof paymentCreate>;

/** PATCH /payments/{id}: the cancellation; nothing else of a payment changes. */
export const paymentCancel = z.strictObject({
  activated: z.literal(false, { error: PaymentDescription.readOnly }),
});
export type PaymentCancel = z.infer<typeof paymentCancel>;

// ---- answers ----

export const paymentRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Payment'),
  id: z.number().int(),
  site: embedded({ name: z.string() }),
  rental: z.object({ '@id': z.string(), id: z.number().int() }),
  cashDesk: z.object({ id: z.number().int(), name: z.string().nullable() }),
  paymentMethod: z.object({ id: z.number().int(), name: z.string().nullable() }),
  /** Euros, at most 2 decimals; negative for a reversing payment. */
  amount: z.number(),
  paymentAccount: z.string().nullable(),
  /** False once cancelled: its copy deleted, or reversed (then `refundedPayment` names the reversal). */
  activated: z.boolean(),
  /** On a reversed payment (rentals.md section 4): the IRI of the reversing payment. */
  refundedPayment: z.string().nullable(),
  /** On a reversing payment: the IRI of the payment it reverses. */
  reverses: z.string().nullable(),
  /** Whether a refund or a cancellation may take it (active, positive, not reversed, no cancellation under way). */
  refundable: z.boolean(),
  /** Its cancellation, once asked: pending (the stay system's answer unknown yet), done, failed. */
  cancellationState: z.enum(cancellationStates).nullable(),
  /** Its copy in the stay system: pending (to send or retry), sent, failed (refused or given up). */
  externalState: z.enum(externalStates),
  externalPaymentId: z.number().int().nullable(),
  /** The stay system's last refusal or failure, while not sent. */
  externalError: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRead = z.infer<typeof paymentRead>;

/**
 * PATCH /payments/{id}: 200 the cancelled payment (inactive): its copy deleted, or, when the stay
 * system refused the deletion, reversed (`staySystemError` says why, `refundedPayment` names the
 * reversing payment). 202 while the stay system's answer is unknown (it did not answer in time):
 * still active, `cancellationState` pending, `staySystemError` says why; the outbox finishes it.
 */
export const paymentCancellation = paymentRead.extend({
  staySystemError: z.object({ code: z.string(), description: z.string() }).nullable(),
});
export type PaymentCancellation = z.infer<typeof paymentCancellation>;

/** GET /rentals/{id}/remaining_amount: what remains to pay (rentals.md section 5, "Payment form"). */
export const remainingAmountRead = z.object({
  rental: z.string(),
  /** The rental's site: the payment lines' site, whose cash desks the form offers. */
  site: embedded({ name: z.string() }),
  allTaxesIncludedAmount: z.number(),
  /** The sum of the active payments (reversals included, negative). */
  paidAmount: z.number(),
  /** allTaxesIncludedAmount - paidAmount, at most 3 decimals. */
  remainingAmount: z.number(),
  hasStay: z.boolean(),
  /** Paid exactly, or the rental has a stay (the stay bills it). */
  fullyPaid: z.boolean(),
});
export type RemainingAmountRead = z.infer<typeof remainingAmountRead>;
