import type { CancellationState, PaymentRead } from '@velodesk/contract/api/payments';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteNames } from '../sites/sites.api.ts';
import type { PaymentRow } from './payments.repository.ts';

const states = ['pending', 'sent', 'failed'] as const;

/** The cancellation's outbox entry as the API shows it: sent is done. */
const cancellationStateOf = (state: string | null): CancellationState | null =>
  state === null ? null : state === 'sent' ? 'done' : state === 'failed' ? 'failed' : 'pending';

/** Payments as the API answers them (site names read once for the page). */
export const toPaymentReads = async (db: DbOrTx, rows: PaymentRow[]): Promise<PaymentRead[]> => {
  const siteNames = await readSiteNames(
    db,
    rows.map((row) => row.siteId),
  );
  return rows.map((row) => {
    const externalState = states.find((state) => state === row.externalState) ?? 'pending';
    const amount = toCents(row.amount);
    return {
      '@id': `/api/payments/${row.id}`,
      '@type': 'Payment' as const,
      id: row.id,
      site: { '@id': `/api/sites/${row.siteId}`, id: row.siteId, name: siteNames.get(row.siteId) ?? '' },
      rental: { '@id': `/api/rentals/${row.rentalId}`, id: row.rentalId },
      cashDesk: { id: row.cashDeskId, name: row.cashDeskName },
      paymentMethod: { id: row.paymentMethodId, name: row.paymentMethodName },
      amount: fromCents(amount),
      paymentAccount: row.paymentAccount,
      activated: row.activated,
      // rentals.md section 4: the original names its reversing payment (stored on the reversal,
      // written once with it and chained in the ledger).
      refundedPayment: row.reversedById === null ? null : `/api/payments/${row.reversedById}`,
      reverses: row.refundedPaymentId === null ? null : `/api/payments/${row.refundedPaymentId}`,
      refundable:
        row.activated && amount > 0 && row.reversedById === null && row.cancellationState !== 'pending',
      cancellationState: cancellationStateOf(row.cancellationState),
      externalState,
      externalPaymentId: row.externalPaymentId,
      externalError: externalState === 'sent' ? null : row.externalError,
      createdAt: row.createdAt.toISOString(),
    };
  });
};

export const toPaymentRead = async (db: DbOrTx, row: PaymentRow): Promise<PaymentRead> =>
  (await toPaymentReads(db, [row]))[0]!;
