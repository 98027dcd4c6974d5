import type { PaymentCreate, PaymentRead } from '@velodesk/contract/api/payments';
import { iri } from '@velodesk/contract/hydra';
import { useEffect, useRef, useState } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { type FieldMessageKeys, fieldErrorOf } from '@/ui/form/field-message.ts';
import { isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '@/ui/notify.tsx';
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

/**
 * The payment form's state: the amount left to pay and the lists (cash desks of the rental's
 * site, payment methods), the lines and what is left after them, why Validate is blocked, and the
 * one POST /payments/create of every line.
 */
export const usePaymentForm = ({
  rentalId,
  onClose,
  onPaid,
  onSavingChange,
}: {
  rentalId: number;
  onClose: () => void;
  onPaid: () => void;
  onSavingChange: (saving: boolean) => void;
}) => {
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

  return {
    form,
    lines,
    remaining,
    desks,
    methods,
    money,
    due,
    left,
    failure,
    create,
    reasons,
    isBlocked,
    submit,
    errorOf,
    addLine,
    deskOptions,
    methodOptions,
    listsFailed,
    listError,
  };
};

export type PaymentFormState = ReturnType<typeof usePaymentForm>;
