import { Anchor, Badge, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type PaymentRead, paymentRead } from '@velodesk/contract/api/payments';
import { idFromIri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentKeys } from '@/shared/data/keys/payments-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { activeListFilterOf, type GridColumn } from '@/ui/data-grid/grid-types.ts';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { formatDateTime } from '@/ui/format.ts';
import { notifyError, notifySuccess, notifyWarning } from '@/ui/notify.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { useCancelPayment, useRetryExternalCopy } from '../hooks/use-payment-writes.ts';
import { useRentalInvoiced } from '../hooks/use-rental-invoiced.ts';
import {
  externalStateColours,
  externalStateKeys,
  formatAmount,
  staySystemReason,
} from '../payment-format.ts';
import { PaymentFilters, paymentPanelFilterKinds } from './payment-filters.tsx';
import { RentalPaymentsBar } from './rental-payments-bar.tsx';

const activatedFilter = activeListFilterOf('PAYMENTS.ACTIVE', 'PAYMENTS.INACTIVE');

/** Whether the toggle may cancel a payment: active, not a reversal, not reversed, no cancellation under way. */
const isCancellable = (payment: PaymentRead) =>
  payment.activated &&
  payment.amount > 0 &&
  payment.reverses === null &&
  payment.refundedPayment === null &&
  payment.cancellationState !== 'pending';

/**
 * The payment list (rentals spec "Payment list", back-office spec "Finance lists"): id, rental
 * (a link to its details), site name, cash desk, payment method, amount, date, the state of its
 * copy in the stay system (a failed copy can be sent again), and the activated toggle that runs
 * the cancellation after a confirmation: deactivated when the stay system deletes its copy, else
 * the stay system's error is shown and a reversing payment is linked to it.
 */
export function PaymentListScreen() {
  const { t, i18n } = useTranslation();
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
  const { mutate: retryCopy, isPending: isRetrying } = retry;
  const language = i18n.language;

  const columns = useMemo(
    (): GridColumn<PaymentRead>[] => [
      { id: 'id', headerKey: 'PAYMENTS.ID', cell: (p) => p.id, filter: { kind: 'number' }, width: 90 },
      {
        id: 'rental.id',
        headerKey: 'PAYMENTS.RENTAL',
        sortable: false,
        filter: { kind: 'number' },
        width: 140,
        cell: (p) => (
          <Anchor
            component={Link}
            to={`/rental-details/${p.rental.id}`}
            size="sm"
            data-testid={`payment-rental-${p.id}`}
          >
            #{p.rental.id}
          </Anchor>
        ),
      },
      { id: 'site.name', headerKey: 'PAYMENTS.SITE', sortable: false, cell: (p) => p.site.name },
      {
        id: 'cashDesk.name',
        headerKey: 'PAYMENTS.CASH_DESK',
        sortable: false,
        cell: (p) => p.cashDesk.name ?? `#${p.cashDesk.id}`,
      },
      {
        id: 'paymentMethod.name',
        headerKey: 'PAYMENTS.PAYMENT_METHOD',
        sortable: false,
        cell: (p) => p.paymentMethod.name ?? `#${p.paymentMethod.id}`,
      },
      {
        id: 'amount',
        headerKey: 'PAYMENTS.AMOUNT',
        align: 'right',
        width: 130,
        cell: (p) => (
          <Text
            size="sm"
            fw={600}
            c={p.amount < 0 ? 'red' : undefined}
            data-testid={`payment-amount-cell-${p.id}`}
          >
            {formatAmount(p.amount, language)}
          </Text>
        ),
      },
      {
        id: 'createdAt',
        headerKey: 'PAYMENTS.CREATED_AT',
        filter: { kind: 'date' },
        width: 160,
        cell: (p) => formatDateTime(p.createdAt),
      },
      {
        id: 'externalState',
        headerKey: 'PAYMENTS.EXTERNAL',
        sortable: false,
        width: 190,
        cell: (p) => (
          <Group gap={6} wrap="nowrap">
            <Tooltip
              label={staySystemReason(t, { description: p.externalError })}
              disabled={p.externalState === 'sent' || !p.externalError}
              multiline
              maw={320}
              withinPortal
            >
              <Badge
                color={externalStateColours[p.externalState]}
                variant="light"
                data-testid={`payment-external-${p.id}`}
                data-state={p.externalState}
              >
                {t(externalStateKeys[p.externalState])}
              </Badge>
            </Tooltip>
            {p.externalState === 'failed' ? (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconRefresh size={14} />}
                loading={retryingId === p.id}
                disabled={isRetrying}
                onClick={() => retryCopy(p.id)}
                data-testid={`payment-retry-${p.id}`}
              >
                {t('PAYMENTS.RETRY')}
              </Button>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'activated',
        headerKey: 'PAYMENTS.ACTIVATED',
        filter: activatedFilter,
        sortable: false,
        // Room for the "cancellation pending" badge.
        width: 200,
        cell: (p) => (
          <Stack gap={2}>
            <Switch
              checked={p.activated}
              onChange={() => setConfirming(p)}
              disabled={!isCancellable(p) || cancel.isPending}
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
        ),
      },
    ],
    [t, language, retryCopy, isRetrying, retryingId, cancel.isPending],
  );

  const [grid, setGrid] = useUrlGridState(gridStateShape(columns, { extraFilters: paymentPanelFilterKinds }));
  const rentalFilter = grid.filters['rental.id'];
  const filteredRental = rentalFilter?.kind === 'number' ? Number(rentalFilter.value) : Number.NaN;

  return (
    <>
      <PageHeader title={t('MENU.PAYMENTS')} subtitle={t('PAYMENTS.LIST_SUBTITLE')} />
      {Number.isInteger(filteredRental) && filteredRental > 0 ? (
        <RentalPaymentsBar key={filteredRental} rentalId={filteredRental} />
      ) : null}
      <DataGrid
        resource="/payments"
        schema={paymentRead}
        queryKey={paymentKeys.lists()}
        columns={columns}
        rowKey={(p) => p.id}
        state={grid}
        onStateChange={setGrid}
        extraFilters={paymentPanelFilterKinds}
        toolbar={
          <PaymentFilters
            filters={grid.filters}
            onChange={(filters) => setGrid({ ...grid, filters, page: 1 })}
          />
        }
        testId="payments-grid"
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('PAYMENTS.CANCEL_TITLE')}
        message={
          confirming ? (
            <Stack gap="xs">
              <span>
                {t('PAYMENTS.CANCEL_CONFIRM', {
                  id: confirming.id,
                  amount: formatAmount(confirming.amount, language),
                  rental: confirming.rental.id,
                })}
              </span>
              {invoiced ? (
                <Text span size="sm" fw={600} c="orange.8" data-testid="payment-cancel-invoiced">
                  {t('PAYMENTS.CANCEL_INVOICED_WARNING', { rental: confirming.rental.id })}
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
        isLoading={cancel.isPending}
        onConfirm={() => {
          if (confirming) cancel.mutate(confirming.id);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
