import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCash, IconReceiptRefund } from '@tabler/icons-react';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRental } from '@/shared/rentals/use-rental.ts';
import { useRemainingAmount } from '../hooks/use-payment-options.ts';
import { formatAmount } from '../payment-format.ts';
import { PaymentModal } from './payment-modal.tsx';
import { RefundConfirmModal } from './refund-confirm-modal.tsx';

/**
 * The payment list filtered by one rental: that rental's total, what is paid and what remains,
 * with the counter's two actions on it — take a payment (the payment modal) while something
 * remains to pay, and refund a contract in progress (the refund confirmation).
 */
export function RentalPaymentsBar({ rentalId }: { rentalId: number }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const [dialog, setDialog] = useState<'pay' | 'refund' | null>(null);
  const remaining = useRemainingAmount(rentalId);
  const rental = useRental(rentalId);
  const state = rental.data?.state.id;
  const isPayable = state === RentalState.new || state === RentalState.inProgress;
  const isRefundable = rental.data?.rentalType.id === RentalType.contract && state === RentalState.inProgress;
  const due = remaining.data?.remainingAmount;

  return (
    <Paper withBorder radius="md" p="sm" mb="sm" data-testid="rental-payments-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="lg" wrap="wrap">
          <Text size="sm" fw={600}>
            <Anchor component={Link} to={`/rental-details/${rentalId}`}>
              {t('PAYMENTS.RENTAL')} #{rentalId}
            </Anchor>
            {rental.data
              ? ` · ${[rental.data.customer.name, rental.data.customer.lastname].filter(Boolean).join(' ')}`
              : ''}
          </Text>
          {remaining.data ? (
            <>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('PAYMENTS.TOTAL')}
                </Text>{' '}
                <b>{money(remaining.data.allTaxesIncludedAmount)}</b>
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('PAYMENTS.PAID')}
                </Text>{' '}
                <b>{money(remaining.data.paidAmount)}</b>
              </Text>
              <Text size="sm" data-testid="rental-payments-remaining">
                <Text span c="dimmed" size="sm">
                  {t('PAYMENTS.REMAINING')}
                </Text>{' '}
                <b>{money(remaining.data.remainingAmount)}</b>
              </Text>
            </>
          ) : null}
        </Group>
        <Group gap="xs">
          {isPayable && due !== undefined && due > 0 ? (
            <Button
              size="xs"
              leftSection={<IconCash size={16} />}
              onClick={() => setDialog('pay')}
              data-testid="rental-payments-pay"
            >
              {t('PAYMENTS.TAKE_PAYMENT')}
            </Button>
          ) : null}
          {isRefundable ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconReceiptRefund size={16} />}
              onClick={() => setDialog('refund')}
              data-testid="rental-payments-refund"
            >
              {t('PAYMENTS.REFUND_OK')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <PaymentModal
        rentalId={rentalId}
        opened={dialog === 'pay'}
        onClose={() => setDialog(null)}
        onPaid={() => {}}
      />
      <RefundConfirmModal rentalId={rentalId} opened={dialog === 'refund'} onClose={() => setDialog(null)} />
    </Paper>
  );
}
