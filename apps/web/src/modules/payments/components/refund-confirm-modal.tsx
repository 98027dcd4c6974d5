import { Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentRemainder } from '@velodesk/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentKeys } from '@/shared/data/keys/payments-keys.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { fetchRefundablePayments, rentalPaymentsQuery } from '../api/payments-api.ts';
import { useRefundRentalPayments } from '../hooks/use-payment-writes.ts';
import { formatAmount } from '../payment-format.ts';

export interface RefundConfirmModalProps {
  rentalId: number | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the contract is refunded (the modal then closes through onClose). */
  onRefunded?: () => void;
}

/**
 * The refund confirmation (rentals spec "Refund confirmation dialog"): the payments the refund
 * reverses (cash desk, method, amount) and their total, then PATCH /rentals/{id}/refund, which
 * cancels the contract and reverses each of them in one business action.
 */
export function RefundConfirmModal({ rentalId, opened, onClose, onRefunded }: RefundConfirmModalProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const [failure, setFailure] = useState<string | null>(null);
  const payments = useQuery({
    queryKey: paymentKeys.list({ ...rentalPaymentsQuery(rentalId ?? 0), refundable: true }),
    queryFn: ({ signal }) => fetchRefundablePayments(rentalId ?? 0, signal),
    enabled: opened && rentalId !== null,
    staleTime: 0,
  });
  const refund = useRefundRentalPayments({
    onSuccess: () => {
      notifySuccess(t('PAYMENTS.REFUND_SUCCESS'));
      onRefunded?.();
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error, t, 'PAYMENTS.REFUND_ERROR');
      setFailure(message);
      notifyError(message);
    },
  });
  const rows = payments.data ?? [];
  // The total exactly: 0 less the reversals, in thousandths.
  const total = -paymentRemainder(
    0,
    rows.map((payment) => payment.amount),
  );
  const close = () => {
    if (refund.isPending) return;
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      closeOnClickOutside={false}
      title={t('PAYMENTS.REFUND_TITLE', { id: rentalId ?? '' })}
      data-testid="refund-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('PAYMENTS.REFUND_INTRO')}</Text>
        <FormAlert message={failure} testId="refund-failure" />
        {payments.isError ? (
          <FormAlert
            message={errorMessage(payments.error, t, 'PAYMENTS.REFUND_LOAD_ERROR')}
            testId="refund-load-error"
          />
        ) : null}
        {payments.isPending && opened ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('PAYMENTS.LOADING_LIST')}
            </Text>
          </Group>
        ) : null}
        {payments.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="refund-none">
            {t('PAYMENTS.REFUND_NONE')}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Table striped withTableBorder data-testid="refund-payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('PAYMENTS.CASH_DESK')}</Table.Th>
                <Table.Th>{t('PAYMENTS.PAYMENT_METHOD')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('PAYMENTS.AMOUNT')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payment) => (
                <Table.Tr key={payment.id} data-testid={`refund-payment-${payment.id}`}>
                  <Table.Td>{payment.cashDesk.name ?? `#${payment.cashDesk.id}`}</Table.Td>
                  <Table.Td>{payment.paymentMethod.name ?? `#${payment.paymentMethod.id}`}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(payment.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('PAYMENTS.REFUND_TOTAL')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }} data-testid="refund-total">
                  {money(total)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button color="red" onClick={close} disabled={refund.isPending} data-testid="refund-cancel">
          {t('CANCEL')}
        </Button>
        <Button
          color="green"
          onClick={() => rentalId !== null && refund.mutate(rentalId)}
          loading={refund.isPending}
          disabled={rentalId === null || !payments.isSuccess}
          data-testid="refund-confirm"
        >
          {t('PAYMENTS.REFUND_OK')}
        </Button>
      </Group>
    </Modal>
  );
}
