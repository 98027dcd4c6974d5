import { idempotencyKeyHeader, type PaymentCreate } from '@velodesk/contract/api/payments';
import { paymentsRoutes } from '@velodesk/contract/routes/payments';
import { stayRoutes } from '@velodesk/contract/routes/stay';
import { callRoute } from '@/shared/api/api-route.ts';

/** The payments' calls (rentals spec sections 4, 5 and 7). */
export const fetchRemainingAmount = (rentalId: number, signal?: AbortSignal) =>
  callRoute(paymentsRoutes['GET /rentals/:id/remaining_amount'], { params: { id: rentalId }, signal });

export const fetchCashDesks = async (siteId: number, signal?: AbortSignal) =>
  (await callRoute(stayRoutes['GET /huttosoft/cash_desks'], { query: { siteId }, signal }))['hydra:member'];

export const fetchPaymentMethods = async (signal?: AbortSignal) =>
  (await callRoute(stayRoutes['GET /huttosoft/payment_methods'], { signal }))['hydra:member'];

/** The query of a rental's active payments (a refund's list): the largest page the API serves. */
export const rentalPaymentsQuery = (rentalId: number) =>
  ({ 'rental.id': rentalId, activated: 'true', itemsPerPage: 100, 'order[id]': 'asc' }) as const;

/** The payments a refund reverses: active, positive and not reversed yet. */
export const fetchRefundablePayments = async (rentalId: number, signal?: AbortSignal) =>
  (await callRoute(paymentsRoutes['GET /payments'], { query: rentalPaymentsQuery(rentalId), signal }))[
    'hydra:member'
  ].filter((payment) => payment.refundable);

/**
 * All the lines at once: created all or none. The Idempotency-Key makes a retry of the same lines
 * (an answer lost on the network) answer the payments already taken instead of paying twice.
 */
export const createPayments = (lines: PaymentCreate, idempotencyKey: string) =>
  callRoute(paymentsRoutes['POST /payments/create'], {
    body: lines,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

/**
 * The cancellation: deactivated, reversed when the stay system refused (`staySystemError`), or
 * pending (202, `cancellationState`) while the stay system's answer is unknown.
 */
export const cancelPayment = (id: number) =>
  callRoute(paymentsRoutes['PATCH /payments/:id'], { params: { id }, body: { activated: false } });

/** Sends again a copy the stay system refused or that was given up. */
export const retryExternalCopy = (id: number) =>
  callRoute(paymentsRoutes['POST /payments/:id/retry_external'], { params: { id } });
