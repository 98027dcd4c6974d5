import { badRequest, conflict, HttpError, notFound } from '../http/http-error.ts';
import { findCashDesk, findPaymentMethod } from '../seed/reference-data.ts';
import type { ExternalPayment, ReceivedEffect, SeededClient } from '../types.ts';
import type { ExternalPaymentInput } from './external-payment-input.ts';

/**
 * The payments the product copied into the stay system. One per product payment id; a lettered
 * (reconciled) one can no longer be deleted.
 */
export interface ExternalPaymentStore {
  /**
   * With an idempotency key already used for the same body: the payment it created, again
   * (`replayed`); with a different body: 422. Without a key, or a new one: a new payment.
   */
  create(
    input: ExternalPaymentInput,
    idempotencyKey?: string | null,
  ): ExternalPayment & { replayed: boolean };
  /** Throws 404 'Transaction not found' or 409 'transaction already lettered'. */
  delete(id: number): void;
  /** Marks one lettered, as the stay system's accounting does; throws 404 when unknown. */
  letter(id: number): ExternalPayment;
  list(filter?: { paymentId?: number }): ExternalPayment[];
  /** Every call that changed the external payments, in order (see ReceivedEffect). */
  received(): ReceivedEffect[];
  readonly size: number;
}

export const FIRST_EXTERNAL_PAYMENT_ID = 9001;

export function createExternalPaymentStore(deps: {
  findStay(stayId: string): SeededClient | undefined;
}): ExternalPaymentStore {
  const payments = new Map<number, ExternalPayment>();
  const byKey = new Map<string, { body: string; payment: ExternalPayment }>();
  const journal: ReceivedEffect[] = [];
  let nextId = FIRST_EXTERNAL_PAYMENT_ID;

  const get = (id: number): ExternalPayment => {
    const payment = payments.get(id);
    if (!payment) throw notFound('Transaction not found');
    return payment;
  };

  return {
    create(input, idempotencyKey = null) {
      if (idempotencyKey) {
        const known = byKey.get(idempotencyKey);
        if (known) {
          if (known.body !== JSON.stringify(input)) {
            throw new HttpError(422, 'Idempotency-Key already used for another request');
          }
          journal.push({ ...effectOf('create', known.payment, idempotencyKey), replayed: true });
          return { ...known.payment, replayed: true };
        }
      }
      const desk = findCashDesk(input.cashDeskId);
      if (!desk) throw badRequest(`Unknown cash desk ${input.cashDeskId}`);
      if (!findPaymentMethod(input.paymentMethodId)) {
        throw badRequest(`Unknown payment method ${input.paymentMethodId}`);
      }
      if (input.stayId !== null) {
        const stay = deps.findStay(input.stayId);
        if (!stay) throw badRequest(`Unknown stay ${input.stayId}`);
        if (stay.siteId !== desk.site.id) {
          throw badRequest(`Stay ${input.stayId} is not on the site of cash desk ${input.cashDeskId}`);
        }
      }
      for (const existing of payments.values()) {
        if (existing.paymentId === input.paymentId) throw conflict('Transaction with this id already exists');
      }
      const payment: ExternalPayment = {
        id: nextId++,
        ...input,
        siteId: desk.site.id,
        lettered: false,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      if (idempotencyKey) byKey.set(idempotencyKey, { body: JSON.stringify(input), payment: { ...payment } });
      journal.push(effectOf('create', payment, idempotencyKey));
      return { ...payment, replayed: false };
    },
    delete(id) {
      const payment = get(id);
      if (payment.lettered) throw conflict('transaction already lettered');
      payments.delete(id);
      journal.push(effectOf('delete', payment, null));
    },
    letter(id) {
      const payment = get(id);
      payment.lettered = true;
      return { ...payment };
    },
    list(filter = {}) {
      return [...payments.values()]
        .filter((payment) => filter.paymentId === undefined || payment.paymentId === filter.paymentId)
        .map((payment) => ({ ...payment }));
    },
    received() {
      return journal.map((effect) => ({ ...effect }));
    },
    get size() {
      return payments.size;
    },
  };
}

const effectOf = (
  operation: ReceivedEffect['operation'],
  payment: ExternalPayment,
  idempotencyKey: string | null,
): ReceivedEffect => ({
  operation,
  externalPaymentId: payment.id,
  paymentId: payment.paymentId,
  amount: payment.amount,
  idempotencyKey,
  replayed: false,
});
