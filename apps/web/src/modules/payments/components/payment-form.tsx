import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { proposedAmount } from '../payment-lines.ts';
import { PaymentLineFields } from './payment-line-fields.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { usePaymentForm } from './use-payment-form.ts';

/** At most this many lines in one payment (the API takes 20). */
const maxLines = 20;

/** The payment modal's form: the summary, the notices, the lines, add a line, Cancel and Validate. */
export function PaymentForm({
  rentalId,
  variant,
  onClose,
  onPaid,
  onSavingChange,
}: {
  rentalId: number;
  variant: 'payment' | 'end-stay';
  onClose: () => void;
  onPaid: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const { t } = useTranslation();
  const payment = usePaymentForm({ rentalId, onClose, onPaid, onSavingChange });
  return (
    <form onSubmit={payment.submit} noValidate>
      <Stack gap="md">
        {variant === 'end-stay' ? (
          <Text size="sm" c="dimmed" data-testid="payment-end-stay-intro">
            {t('PAYMENTS.END_STAY_INTRO')}
          </Text>
        ) : null}
        <PaymentSummary
          data={payment.remaining.data}
          isError={payment.remaining.isError}
          left={payment.left}
          money={payment.money}
          rentalId={rentalId}
        />
        {payment.remaining.isError ? (
          <FormAlert
            message={errorMessage(payment.remaining.error, t, 'PAYMENTS.LOAD_ERROR')}
            testId="payment-load-error"
          />
        ) : null}
        {payment.listsFailed ? (
          <FormAlert
            message={`${t('PAYMENTS.LISTS_ERROR')} ${errorMessage(payment.listError, t)}`}
            testId="payment-lists-error"
          />
        ) : null}
        <FormAlert message={payment.failure} testId="payment-failure" />
        {payment.due !== null && payment.due > 0 && proposedAmount(payment.due) === '' ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="payment-sub-cent"
          >
            {t('PAYMENTS.SUB_CENT', { amount: payment.money(payment.due) })}
          </Alert>
        ) : null}
        {payment.due === 0 ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="payment-nothing-due"
          >
            {t('PAYMENTS.NOTHING_DUE')}
          </Alert>
        ) : null}
        <Stack gap="xs">
          {payment.lines.fields.map((field, index) => (
            <PaymentLineFields key={field.id} payment={payment} index={index} />
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={payment.addLine}
            disabled={payment.lines.fields.length >= maxLines || payment.create.isPending}
            data-testid="payment-add-line"
          >
            {t('PAYMENTS.ADD_LINE')}
          </Button>
        </Group>
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button
          variant="default"
          onClick={onClose}
          disabled={payment.create.isPending}
          data-testid="payment-cancel"
        >
          {t('CANCEL')}
        </Button>
        <SaveButton
          reasons={payment.isBlocked && !payment.create.isPending ? payment.reasons : []}
          isSaving={payment.create.isPending}
          testId="payment-validate"
        >
          {t('PAYMENTS.VALIDATE')}
        </SaveButton>
      </Group>
    </form>
  );
}
