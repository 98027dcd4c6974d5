import {
  cashDeskRead,
  idempotencyKeyHeader,
  type PaymentCreate,
  paymentCancellation,
  paymentMethodRead,
  paymentRead,
  remainingAmountRead,
} from '@velodesk/contract/api/payments';
import { hydraCollection } from '@velodesk/contract/hydra';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client.ts';

/** The payments' calls (rentals spec sections 4, 5 and 7). */
export const fetchRemainingAmount = (rentalId: number, signal?: AbortSignal) =>
  apiRequest(`/rentals/${rentalId}/remaining_amount`, remainingAmountRead, { signal });

export const fetchCashDesks = async (siteId: number, signal?: AbortSignal) =>
  (await apiRequest('/huttosoft/cash_desks', hydraCollection(cashDeskRead), { query: { siteId }, signal }))[
    'hydra:member'
  ];

export const fetchPaymentMethods = async (signal?: AbortSignal) =>
  (await apiRequest('/huttosoft/payment_methods', hydraCollection(paymentMethodRead), { signal }))[
    'hydra:member'
  ];

/** The query of a rental's active payments (a refund's list): the largest page the API serves. */
export const rentalPaymentsQuery = (rentalId: number) =>
  ({ 'rental.id': rentalId, activated: 'true', itemsPerPage: 100, 'order[id]': 'asc' }) as const;

/** The payments a refund reverses: active, positive and not reversed yet. */
export const fetchRefundablePayments = async (rentalId: number, signal?: AbortSignal) =>
  (
    await apiRequest('/payments', hydraCollection(paymentRead), {
      query: rentalPaymentsQuery(rentalId),
      signal,
    })
  )['hydra:member'].filter((payment) => payment.refundable);

/**
 * All the lines at once: created all or none. The Idempotency-Key makes a retry of the same lines
 * (an answer lost on the network) answer the payments already taken instead of paying twice.
 */
export const createPayments = (lines: PaymentCreate, idempotencyKey: string) =>
  apiRequest('/payments/create', z.array(paymentRead), {
    method: 'POST',
    body: lines,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

/**
 * The cancellation: deactivated, reversed when the stay system refused (`staySystemError`), or
 * pending (202, `cancellationState`) while the stay system's answer is unknown.
 */
export const cancelPayment = (id: number) =>
  apiRequest(`/payments/${id}`, paymentCancellation, { method: 'PATCH', body: { activated: false } });

/** Sends again a copy the stay system refused or that was given up. */
export const retryExternalCopy = (id: number) =>
  apiRequest(`/payments/${id}/retry_external`, paymentRead, { method: 'POST' });
