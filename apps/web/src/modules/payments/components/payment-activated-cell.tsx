import { Badge, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { PaymentRead } from '@velodesk/contract/api/payments';
import { idFromIri } from '@velodesk/contract/hydra';
import { useTranslation } from 'react-i18next';

/** Whether the toggle may cancel a payment: active, not a reversal, not reversed, no cancellation under way. */
export const isCancellable = (payment: PaymentRead) =>
  payment.activated &&
  payment.amount > 0 &&
  payment.reverses === null &&
  payment.refundedPayment === null &&
  payment.cancellationState !== 'pending';

/**
 * A payment's activated toggle (it asks to cancel the payment), its "cancellation pending" badge,
 * and the links between a reversed payment and its reversal.
 */
export function PaymentActivatedCell({
  payment: p,
  cancelling,
  onCancel,
}: {
  payment: PaymentRead;
  /** A cancellation is being sent: every toggle waits. */
  cancelling: boolean;
  onCancel: (payment: PaymentRead) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Switch
        checked={p.activated}
        onChange={() => onCancel(p)}
        disabled={!isCancellable(p) || cancelling}
        aria-label={t('PAYMENTS.ACTIVATED')}
        color="teal"
        size="sm"
        wrapperProps={{
          'data-testid': `payment-active-${p.id}`,
          'data-checked': p.activated || undefined,
        }}
      />
      {p.cancellationState === 'pending' ? (
        <Tooltip label={t('PAYMENTS.CANCELLATION_PENDING_HINT')} multiline w={260} withArrow>
          <Badge
            color="orange"
            variant="light"
            size="sm"
            data-testid={`payment-cancellation-pending-${p.id}`}
          >
            {t('PAYMENTS.CANCELLATION_PENDING')}
          </Badge>
        </Tooltip>
      ) : null}
      {p.refundedPayment ? (
        <Text size="xs" c="dimmed" data-testid={`payment-reversed-by-${p.id}`}>
          {t('PAYMENTS.REVERSED_BY', { id: idFromIri(p.refundedPayment) })}
        </Text>
      ) : null}
      {p.reverses ? (
        <Text size="xs" c="dimmed" data-testid={`payment-reverses-${p.id}`}>
          {t('PAYMENTS.REVERSES', { id: idFromIri(p.reverses) })}
        </Text>
      ) : null}
    </Stack>
  );
}
