import type { PaymentCancellation, PaymentCreate, PaymentRead } from '@velodesk/contract/api/payments';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { type MutationCallbacks, useResourceMutation } from '../../../app/use-resource-mutation.ts';
import { refundRental } from '../../rentals/api/rentals-api.ts';
import { rentalWriteKeys } from '../../rentals/hooks/use-rental-writes.ts';
import { cancelPayment, createPayments, retryExternalCopy } from '../api/payments-api.ts';
import { paymentKeys, remainingAmountKeys } from '../api/query-keys.ts';

/**
 * The payments' writes (docs/decisions/web-data-layer.md). A payment changes the payment list and
 * what remains to pay on its rental; a rental that is paid may then be migrated, so the rentals'
 * screens are refreshed too. A refund is a rental's write that also reverses its payments.
 */
const paymentWriteKeys = [paymentKeys.all, remainingAmountKeys.all, ...rentalWriteKeys] as const;

export const useCreatePayments = (callbacks?: MutationCallbacks<PaymentRead[], PaymentCreate>) =>
  useResourceMutation((lines: PaymentCreate) => createPayments(lines), paymentWriteKeys, callbacks);

export const useCancelPayment = (callbacks?: MutationCallbacks<PaymentCancellation, number>) =>
  useResourceMutation((id: number) => cancelPayment(id), paymentWriteKeys, callbacks);

export const useRetryExternalCopy = (callbacks?: MutationCallbacks<PaymentRead, number>) =>
  useResourceMutation((id: number) => retryExternalCopy(id), [paymentKeys.all], callbacks);

/** PATCH /rentals/{id}/refund: the contract cancelled and each refundable payment reversed. */
export const useRefundRentalPayments = (callbacks?: MutationCallbacks<RentalRead, number>) =>
  useResourceMutation((id: number) => refundRental(id), paymentWriteKeys, callbacks);
