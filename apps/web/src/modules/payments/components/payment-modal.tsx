import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import type { PaymentCreate, PaymentRead, RemainingAmountRead } from '@velodesk/contract/api/payments';
import { iri } from '@velodesk/contract/hydra';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { type FieldMessageKeys, fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '@/ui/notify.tsx';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import { useCashDesks, usePaymentMethods, useRemainingAmount } from '../hooks/use-payment-options.ts';
import { useCreatePayments } from '../hooks/use-payment-writes.ts';
import { formatAmount, staySystemReason } from '../payment-format.ts';
import {
  emptyLine,
  type PaymentFormValues,
  paymentFormInput,
  paymentFormSchema,
  proposedAmount,
  remainingAfterLines,
} from '../payment-lines.ts';

/** At most this many lines in one payment (the API takes 20). */
const maxLines = 20;

export interface PaymentModalProps {
  rentalId: number | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the payment is recorded (the modal then closes through onClose). */
  onPaid: () => void;
  /** 'end-stay': the end-of-stay payment of the specs (its own title and introduction). */
  variant?: 'payment' | 'end-stay';
}

/**
 * The payment modal (rentals spec section 5 "Payment form" and "End-stay payment modal"): large,
 * with a static backdrop. Lines of cash desk (the rental's site's, from the stay system), payment
 * method and amount; "add a line" splits the payment; the remaining amount follows the lines live,
 * exactly (thousandths of a euro), and Validate is enabled only when it is exactly 0. Every line is
 * sent in one POST /payments/create (all recorded or none). The form opens at once; its lists fill
 * in when they arrive.
 */
export function PaymentModal({ rentalId, opened, onClose, onPaid, variant = 'payment' }: PaymentModalProps) {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <StackedModal
      opened={opened}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={!isSaving}
      withCloseButton={!isSaving}
      title={t(variant === 'end-stay' ? 'PAYMENTS.END_STAY_TITLE' : 'PAYMENTS.MODAL_TITLE')}
      data-testid="payment-modal"
    >
      {opened && rentalId !== null ? (
        <PaymentForm
          key={rentalId}
          rentalId={rentalId}
          variant={variant}
          onClose={onClose}
          onPaid={onPaid}
          onSavingChange={setIsSaving}
        />
      ) : null}
    </StackedModal>
  );
}

function PaymentForm({
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
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const remaining = useRemainingAmount(rentalId);
  const siteId = remaining.data?.site.id ?? null;
  const desks = useCashDesks(siteId);
  const methods = usePaymentMethods();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useVelodeskForm<PaymentFormValues, typeof paymentFormSchema>(
    paymentFormSchema,
    { lines: [emptyLine()] },
    { toInput: paymentFormInput },
  );
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const values = form.getValues();
  const due = remaining.data?.remainingAmount ?? null;
  const left = due === null ? null : remainingAfterLines(due, values.lines);

  // Once the amount to pay is known, the first line proposes it, once: an amount the user cleared
  // stays empty (proposing it again put the total back under the caret: "50" became "5086.5").
  const proposal = due === null ? '' : proposedAmount(due);
  const hasProposed = useRef(false);
  useEffect(() => {
    if (proposal === '' || hasProposed.current) return;
    hasProposed.current = true;
    if (form.getValues('lines.0.amount') === '')
      form.setValue('lines.0.amount', proposal, { shouldValidate: true });
  }, [proposal, form]);

  const create = useCreatePayments({
    onSuccess: (created) => {
      notifySuccess(t('PAYMENTS.SUCCESS'));
      reportCopies(created);
      onPaid();
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error, t, 'PAYMENTS.CREATE_ERROR');
      setFailure(message);
      notifyError(message);
      void remaining.refetch();
    },
  });
  useEffect(() => onSavingChange(create.isPending), [create.isPending, onSavingChange]);

  /** The stay system's copies not sent at once: said, translated (rentals spec section 8). */
  const reportCopies = (created: PaymentRead[]) => {
    const failed = created.find((payment) => payment.externalState === 'failed');
    if (failed) {
      notifyWarning(
        t('PAYMENTS.EXTERNAL_FAILED', { reason: staySystemReason(t, { description: failed.externalError }) }),
      );
    } else if (created.some((payment) => payment.externalState === 'pending')) {
      notifyInfo(t('PAYMENTS.EXTERNAL_PENDING'));
    }
  };

  const reasons: string[] = [];
  if (!remaining.data) reasons.push(t('PAYMENTS.WAITING_AMOUNT'));
  else if (!form.isValid) reasons.push(t('PAYMENTS.FILL_LINES'));
  if (left !== null && left !== 0) reasons.push(t('PAYMENTS.REMAINING_NOT_ZERO'));
  const isBlocked = isFormBlocked(form, create.isPending) || left !== 0 || !remaining.data;

  const submit = form.handleSubmit((parsed) => {
    const data = remaining.data;
    if (isBlocked || !data) return;
    setFailure(null);
    const body: PaymentCreate = parsed.lines.map((line) => {
      const method = methods.data?.find((m) => m.id === line.paymentMethod);
      return {
        site: iri('sites', data.site.id),
        rental: iri('rentals', rentalId),
        cashDesk: line.cashDesk,
        cashDeskName: desks.data?.find((desk) => desk.id === line.cashDesk)?.name ?? null,
        paymentMethod: line.paymentMethod,
        paymentMethodName: method?.name ?? null,
        amount: line.amount,
        paymentAccount: method?.account ?? null,
      };
    });
    create.mutate(body);
  });

  // A line's error shows once that field was changed or left, or after a submit attempt: a line
  // just added is not red before the user reaches it.
  const touched = form.formState.touchedFields;
  const isSubmitted = form.formState.isSubmitted;
  const errorOf = (
    name: `lines.${number}.${'cashDesk' | 'paymentMethod' | 'amount'}`,
    keys: FieldMessageKeys,
  ) => (isSubmitted || get(touched, name) ? fieldErrorOf(form, t, name, keys) : undefined);

  const addLine = () => {
    lines.append(emptyLine(left === null ? '' : proposedAmount(left)), { shouldFocus: false });
  };

  const deskOptions = (desks.data ?? []).map((desk) => ({ value: String(desk.id), label: desk.name }));
  const methodOptions = (methods.data ?? []).map((method) => ({
    value: String(method.id),
    label: method.name,
  }));
  const listsFailed = desks.isError || methods.isError;
  const listError = desks.error ?? methods.error;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {variant === 'end-stay' ? (
          <Text size="sm" c="dimmed" data-testid="payment-end-stay-intro">
            {t('PAYMENTS.END_STAY_INTRO')}
          </Text>
        ) : null}
        <Summary
          data={remaining.data}
          isError={remaining.isError}
          left={left}
          money={money}
          rentalId={rentalId}
        />
        {remaining.isError ? (
          <FormAlert
            message={errorMessage(remaining.error, t, 'PAYMENTS.LOAD_ERROR')}
            testId="payment-load-error"
          />
        ) : null}
        {listsFailed ? (
          <FormAlert
            message={`${t('PAYMENTS.LISTS_ERROR')} ${errorMessage(listError, t)}`}
            testId="payment-lists-error"
          />
        ) : null}
        <FormAlert message={failure} testId="payment-failure" />
        {due !== null && due > 0 && proposedAmount(due) === '' ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="payment-sub-cent"
          >
            {t('PAYMENTS.SUB_CENT', { amount: money(due) })}
          </Alert>
        ) : null}
        {due === 0 ? (
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
          {lines.fields.map((field, index) => (
            <Paper key={field.id} withBorder p="sm" radius="md" data-testid={`payment-line-${index}`}>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
                  <Select
                    label={t('PAYMENTS.CASH_DESK')}
                    withAsterisk
                    data={deskOptions}
                    placeholder={desks.isFetching || !remaining.data ? t('PAYMENTS.LOADING_LIST') : undefined}
                    rightSection={desks.isFetching || !remaining.data ? <Loader size={14} /> : undefined}
                    nothingFoundMessage={t('PAYMENTS.NO_CASH_DESK')}
                    {...bindField(form, `lines.${index}.cashDesk`)}
                    error={errorOf(`lines.${index}.cashDesk`, {
                      required: 'PAYMENTS.CASH_DESK_REQUIRED',
                    })}
                    comboboxProps={{ withinPortal: true }}
                    data-testid={`payment-cash-desk-${index}`}
                  />
                  <Select
                    label={t('PAYMENTS.PAYMENT_METHOD')}
                    withAsterisk
                    data={methodOptions}
                    placeholder={methods.isFetching ? t('PAYMENTS.LOADING_LIST') : undefined}
                    rightSection={methods.isFetching ? <Loader size={14} /> : undefined}
                    {...bindField(form, `lines.${index}.paymentMethod`)}
                    error={errorOf(`lines.${index}.paymentMethod`, {
                      required: 'PAYMENTS.METHOD_REQUIRED',
                    })}
                    data-testid={`payment-method-${index}`}
                  />
                  <NumberInput
                    label={t('PAYMENTS.AMOUNT')}
                    withAsterisk
                    {...bindField(form, `lines.${index}.amount`)}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    clampBehavior="none"
                    rightSection="€"
                    error={errorOf(`lines.${index}.amount`, {
                      required: 'PAYMENTS.AMOUNT_REQUIRED',
                      invalid: 'PAYMENTS.AMOUNT_INVALID',
                    })}
                    data-testid={`payment-amount-${index}`}
                  />
                </SimpleGrid>
                <Tooltip label={t('PAYMENTS.REMOVE_LINE')} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    onClick={() => lines.remove(index)}
                    disabled={lines.fields.length === 1 || create.isPending}
                    aria-label={t('PAYMENTS.REMOVE_LINE')}
                    data-testid={`payment-remove-${index}`}
                  >
                    <IconTrash size={17} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={addLine}
            disabled={lines.fields.length >= maxLines || create.isPending}
            data-testid="payment-add-line"
          >
            {t('PAYMENTS.ADD_LINE')}
          </Button>
        </Group>
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={create.isPending} data-testid="payment-cancel">
          {t('CANCEL')}
        </Button>
        <SaveButton
          reasons={isBlocked && !create.isPending ? reasons : []}
          isSaving={create.isPending}
          testId="payment-validate"
        >
          {t('PAYMENTS.VALIDATE')}
        </SaveButton>
      </Group>
    </form>
  );
}

/** Total, already paid and the live remaining amount (red while not exactly 0). */
function Summary({
  data,
  isError,
  left,
  money,
  rentalId,
}: {
  data: RemainingAmountRead | undefined;
  isError: boolean;
  left: number | null;
  money: (amount: number) => string;
  rentalId: number;
}) {
  const { t } = useTranslation();
  const placeholder = isError ? '-' : <Loader size={14} />;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('PAYMENTS.RENTAL')} testId="payment-rental" size="sm">
          {data ? `#${rentalId} · ${data.site.name}` : `#${rentalId}`}
        </Figure>
        <Figure label={t('PAYMENTS.TOTAL')} testId="payment-total">
          {data ? money(data.allTaxesIncludedAmount) : placeholder}
        </Figure>
        <Figure label={t('PAYMENTS.PAID')} testId="payment-paid">
          {data ? money(data.paidAmount) : placeholder}
        </Figure>
        <Figure
          label={t('PAYMENTS.REMAINING')}
          testId="payment-remaining"
          colour={left === null ? undefined : left === 0 ? 'teal' : 'red'}
        >
          {left === null ? placeholder : money(left)}
        </Figure>
      </SimpleGrid>
    </Paper>
  );
}

function Figure({
  label,
  children,
  testId,
  colour,
  size = 'lg',
}: {
  label: string;
  children: ReactNode;
  testId: string;
  colour?: string | undefined;
  size?: 'sm' | 'lg';
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={size} fw={700} c={colour} data-testid={testId} component="div">
        {children}
      </Text>
    </Stack>
  );
}
