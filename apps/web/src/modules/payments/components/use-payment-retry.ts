import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess, notifyWarning } from '@/ui/notify.tsx';
import { useRetryExternalCopy } from '../hooks/use-payment-writes.ts';
import { staySystemReason } from '../payment-format.ts';
import type { PaymentRetry } from './payment-external-cell.tsx';

/** Sends a failed copy of a payment to the stay system again, and tells how it went. */
export const usePaymentRetry = (): PaymentRetry => {
  const { t } = useTranslation();
  const retry = useRetryExternalCopy({
    onSuccess: (payment) => {
      if (payment.externalState === 'sent') notifySuccess(t('PAYMENTS.RETRY_SENT'));
      else
        notifyWarning(
          t(payment.externalState === 'failed' ? 'PAYMENTS.RETRY_FAILED' : 'PAYMENTS.RETRY_PENDING', {
            reason: staySystemReason(t, { description: payment.externalError }),
          }),
        );
    },
    onError: (error) => notifyError(errorMessage(error, t, 'PAYMENTS.RETRY_ERROR')),
  });
  const retryingId = retry.isPending ? retry.variables : null;
  return { retryingId: retryingId ?? null, isRetrying: retry.isPending, retryCopy: retry.mutate };
};
