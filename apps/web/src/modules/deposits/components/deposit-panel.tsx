import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { DepositState } from '@velodesk/contract/api/deposits';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { hasFeature } from '@velodesk/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentModal } from '@/modules/payments/components/payment-modal.tsx';
import { useMarkEndOfStay } from '@/shared/rentals/use-rental-writes.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { formatEuros } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { depositReceiptPath } from '../api/deposits-api.ts';
import { DepositAmountEditor } from './deposit-amount-editor.tsx';

const stateColours: Record<DepositState, string> = {
  none: 'gray',
  held: 'blue',
  returned: 'teal',
  partly_kept: 'orange',
  kept: 'red',
};

/** The deposit's state as a badge (the rental page, the grids). */
export function DepositStateBadge({ state }: { state: DepositState }) {
  const { t } = useTranslation();
  return (
    <Badge color={stateColours[state]} variant="light" data-testid="deposit-state">
      {t(`DEPOSITS.STATES.${state}`)}
    </Badge>
  );
}

/**
 * The rental page's deposit and end-of-stay panel (issue 24): the deposit required before the bikes
 * leave (changeable until it is taken), the deposit taken (form, reference, who and when), given
 * back or kept and why, the return receipt; for a stay's contract, the "paid at the end of the stay"
 * switch and, once marked, the stay's payment page and the end-stay payment modal of the specs.
 */
export function DepositPanel({ rental }: { rental: RentalRead }) {
  const { t, i18n } = useTranslation();
  const grants = useGrants();
  const [paying, setPaying] = useState(false);
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const deposit = rental.deposit ?? null;
  const hasContractAccess = grants !== null && hasFeature(grants, 'rental_contract');
  const isOpen = rental.state.id === RentalState.new || rental.state.id === RentalState.inProgress;
  // The amount required shows until the deposit is taken (a one-rental answer carries `deposit`).
  const showsAmount =
    hasContractAccess &&
    rental.deposit !== undefined &&
    isOpen &&
    (deposit?.state ?? 'none') === 'none' &&
    !deposit?.waivedReason;
  const isStayContract =
    Boolean(rental.stayId) &&
    rental.rentalType.id === RentalType.contract &&
    rental.state.id !== RentalState.cancelled &&
    rental.state.id !== RentalState.failed;
  const endOfStay = useMarkEndOfStay({
    onSuccess: (saved) =>
      notifySuccess(t(saved.fds ? 'DEPOSITS.END_OF_STAY.SWITCH_ON' : 'DEPOSITS.END_OF_STAY.SWITCH_OFF')),
    onError: (error) => notifyError(errorMessage(error, t, 'DEPOSITS.END_OF_STAY.SWITCH_ERROR')),
  });
  const canPay =
    hasContractAccess &&
    rental.fds &&
    (rental.state.id === RentalState.inProgress || rental.state.id === RentalState.validated) &&
    (rental.paidAmount ?? 0) < rental.allTaxesIncludedAmount;
  if (!deposit && !rental.fds && !showsAmount && !isStayContract) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-deposit">
      <Group justify="space-between" mb="sm">
        <Title order={4} fw={600}>
          {t('DEPOSITS.TITLE')}
        </Title>
        {deposit ? <DepositStateBadge state={deposit.state} /> : null}
      </Group>
      <Stack gap={4}>
        {showsAmount ? <DepositAmountEditor rentalId={rental.id} /> : null}
        {deposit?.amountTaken !== null && deposit?.amountTaken !== undefined ? (
          <Text size="sm" data-testid="deposit-taken">
            {money(deposit.amountTaken)} — {deposit.form ? t(`DEPOSITS.FORMS.${deposit.form}`) : ''}
            {deposit.reference ? ` (${deposit.reference})` : ''}
            {deposit.documentKind
              ? ` (${t(`DEPOSITS.DOCUMENT_KINDS.${deposit.documentKind as 'passport'}`)})`
              : ''}
            {deposit.takenBy ? ` · ${deposit.takenBy.username}` : ''}
          </Text>
        ) : null}
        {deposit?.waivedReason ? (
          <Text size="sm" c="dimmed">
            {t('DEPOSITS.WAIVED', { reason: deposit.waivedReason })}
          </Text>
        ) : null}
        {deposit?.settledAt ? (
          <Group gap="sm">
            <Text size="sm" data-testid="deposit-settled">
              {t('DEPOSITS.RETURNED_PART', { amount: money(deposit.returnedAmount ?? 0) })}
              {deposit.keptAmount
                ? ` · ${t('DEPOSITS.KEPT_PART', { amount: money(deposit.keptAmount) })}`
                : ''}
              {deposit.keptReason ? ` (${t(`DEPOSITS.REASONS.${deposit.keptReason}`)})` : ''}
            </Text>
            <Anchor
              href={depositReceiptPath(rental.id, i18n.language)}
              target="_blank"
              size="sm"
              data-testid="deposit-receipt"
            >
              {t('DEPOSITS.RECEIPT')}
            </Anchor>
          </Group>
        ) : null}
        {isStayContract && hasContractAccess ? (
          <Switch
            mt="xs"
            color="grape"
            label={t('DEPOSITS.END_OF_STAY.SWITCH')}
            checked={rental.fds}
            disabled={endOfStay.isPending}
            onChange={(event) => endOfStay.mutate({ id: rental.id, fds: event.currentTarget.checked })}
            data-testid="rental-fds-switch"
          />
        ) : null}
        {rental.fds ? (
          <Group gap="sm" mt="xs">
            {isStayContract && hasContractAccess ? null : (
              <Badge color="grape" variant="light" data-testid="rental-fds-badge">
                {t('DEPOSITS.END_OF_STAY.MARK')}
              </Badge>
            )}
            {rental.paymentLink ? (
              <Anchor href={rental.paymentLink} target="_blank" size="sm" data-testid="rental-payment-link">
                {t('DEPOSITS.END_OF_STAY.STAY_PAGE')}
              </Anchor>
            ) : null}
            {canPay ? (
              <Button size="xs" color="grape" onClick={() => setPaying(true)} data-testid="end-stay-pay">
                {t('DEPOSITS.END_OF_STAY.OPEN')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {paying ? (
        <PaymentModal
          rentalId={rental.id}
          opened
          variant="end-stay"
          onClose={() => setPaying(false)}
          // The payment's write refreshes the rental (use-payment-writes.ts).
          onPaid={() => setPaying(false)}
        />
      ) : null}
    </Paper>
  );
}
