import { Stack, Text } from '@mantine/core';
import type { PaymentRead } from '@velodesk/contract/api/payments';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { formatAmount } from '../payment-format.ts';

/**
 * The confirmation of a payment's cancellation: which payment, of which rental, and a warning when
 * that rental's contract is invoiced (its invoice stays as it is).
 */
export function PaymentCancelDialog({
  payment,
  invoiced,
  isLoading,
  onConfirm,
  onCancel,
}: {
  /** The payment to cancel; none: the dialog is closed. */
  payment: PaymentRead | null;
  invoiced: boolean;
  isLoading: boolean;
  onConfirm: (payment: PaymentRead) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ConfirmDialog
      opened={payment !== null}
      title={t('PAYMENTS.CANCEL_TITLE')}
      message={
        payment ? (
          <Stack gap="xs">
            <span>
              {t('PAYMENTS.CANCEL_CONFIRM', {
                id: payment.id,
                amount: formatAmount(payment.amount, i18n.language),
                rental: payment.rental.id,
              })}
            </span>
            {invoiced ? (
              <Text span size="sm" fw={600} c="orange.8" data-testid="payment-cancel-invoiced">
                {t('PAYMENTS.CANCEL_INVOICED_WARNING', { rental: payment.rental.id })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          ''
        )
      }
      warning={invoiced}
      confirmLabel={t('PAYMENTS.CANCEL_OK')}
      cancelLabel={t('PAYMENTS.KEEP')}
      isLoading={isLoading}
      onConfirm={() => {
        if (payment) onConfirm(payment);
      }}
      onCancel={onCancel}
    />
  );
}
