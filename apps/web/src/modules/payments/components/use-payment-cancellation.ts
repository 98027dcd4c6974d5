import type { PaymentRead } from '@velodesk/contract/api/payments';
import { idFromIri } from '@velodesk/contract/hydra';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess, notifyWarning } from '@/ui/notify.tsx';
import { useCancelPayment } from '../hooks/use-payment-writes.ts';
import { useRentalInvoiced } from '../hooks/use-rental-invoiced.ts';
import { staySystemReason } from '../payment-format.ts';

/**
 * A payment's cancellation from the list: the payment being confirmed, whether its contract is
 * invoiced (the dialog warns), and the cancellation with its outcome told: cancelled, still
 * pending at the stay system, or reversed by a payment when the stay system refused.
 */
export const usePaymentCancellation = () => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<PaymentRead | null>(null);
  // Cancelling a payment of an invoiced contract leaves its invoice as it is: the dialog warns.
  const invoiced = useRentalInvoiced(confirming?.rental.id ?? null);
  const cancel = useCancelPayment({
    onSuccess: (cancelled) => {
      setConfirming(null);
      if (cancelled.cancellationState === 'pending') {
        // 202: the stay system's answer is unknown; the cancellation ends by itself.
        notifyWarning(
          t('PAYMENTS.CANCELLATION_PENDING_NOTICE', {
            reason: staySystemReason(t, cancelled.staySystemError ?? { description: null }),
          }),
          t('PAYMENTS.CANCEL_STAY_ERROR_TITLE'),
        );
        return;
      }
      if (cancelled.staySystemError === null) {
        notifySuccess(t('PAYMENTS.CANCELLED'));
        return;
      }
      notifyWarning(
        t('PAYMENTS.REVERSED', {
          reason: staySystemReason(t, cancelled.staySystemError),
          id: cancelled.refundedPayment ? idFromIri(cancelled.refundedPayment) : '',
        }),
        t('PAYMENTS.CANCEL_STAY_ERROR_TITLE'),
      );
    },
    onError: (error) => {
      setConfirming(null);
      notifyError(errorMessage(error, t, 'PAYMENTS.CANCEL_ERROR'));
    },
  });
  return { confirming, setConfirming, invoiced, cancel };
};
