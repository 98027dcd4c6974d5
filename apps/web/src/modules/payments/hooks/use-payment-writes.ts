import type { PaymentCancellation, PaymentCreate, PaymentRead } from '@velodesk/contract/api/payments';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useRef } from 'react';
import { paymentKeys, remainingAmountKeys } from '@/shared/data/keys/payments-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { refundRental } from '@/shared/rentals/rentals-api.ts';
import { rentalWriteKeys } from '@/shared/rentals/use-rental-writes.ts';
import { cancelPayment, createPayments, retryExternalCopy } from '../api/payments-api.ts';

/**
 * The payments' writes (docs/decisions/web-data-layer.md). A payment changes the payment list and
 * what remains to pay on its rental; a rental that is paid may then be migrated, so the rentals'
 * screens are refreshed too. A refund is a rental's write that also reverses its payments.
 */
const paymentWriteKeys = [paymentKeys.all, remainingAmountKeys.all, ...rentalWriteKeys] as const;

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Takes the lines; the same lines sent again after a failure (a lost answer, a timeout) keep their
 * Idempotency-Key, so they are never paid twice; other lines get a new key.
 */
export const useCreatePayments = (callbacks?: MutationCallbacks<PaymentRead[], PaymentCreate>) => {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useResourceMutation(
    async (lines: PaymentCreate) => {
      const body = JSON.stringify(lines);
      if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
      const created = await createPayments(lines, attempt.current.key);
      attempt.current = null;
      return created;
    },
    paymentWriteKeys,
    callbacks,
  );
};

export const useCancelPayment = (callbacks?: MutationCallbacks<PaymentCancellation, number>) =>
  useResourceMutation((id: number) => cancelPayment(id), paymentWriteKeys, callbacks);

export const useRetryExternalCopy = (callbacks?: MutationCallbacks<PaymentRead, number>) =>
  useResourceMutation((id: number) => retryExternalCopy(id), [paymentKeys.all], callbacks);

/** PATCH /rentals/{id}/refund: the contract cancelled and each refundable payment reversed. */
export const useRefundRentalPayments = (callbacks?: MutationCallbacks<RentalRead, number>) =>
  useResourceMutation((id: number) => refundRental(id), paymentWriteKeys, callbacks);
