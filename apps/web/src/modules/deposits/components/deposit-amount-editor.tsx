import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { depositAmountPatch } from '@velodesk/contract/api/deposits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositKeys } from '@/shared/data/keys/deposits-keys.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { formatEuros } from '@/ui/format.ts';
import { withColon } from '@/ui/label-colon.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { fetchDeposit } from '../api/deposits-api.ts';
import { useChangeDepositAmount } from '../hooks/use-deposit-writes.ts';

interface AmountValues {
  amountBail: number | string;
}

/**
 * The deposit a rental requires (amountBail) before its bikes leave: computed from the site's rules
 * (GET /rentals/{id}/deposit), changed (contract access, as reading it) until it is taken; the server
 * refuses a change once it is (409 DEPOSIT_STATE, docs/decisions/deposits.md).
 */
export function DepositAmountEditor({ rentalId }: { rentalId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [editing, setEditing] = useState(false);
  const deposit = useQuery({
    queryKey: depositKeys.ofRental(rentalId),
    queryFn: ({ signal }) => fetchDeposit(rentalId, signal),
  });
  const required = deposit.data?.amountRequired ?? null;
  const form = useVelodeskForm(depositAmountPatch, { amountBail: required ?? '' } as AmountValues, {
    toInput: (values: AmountValues) => ({ amountBail: numberOrUndefined(values.amountBail) }),
  });
  const save = useChangeDepositAmount(rentalId, {
    onSuccess: () => {
      setEditing(false);
      notifySuccess(t('DEPOSITS.AMOUNT_EDIT.SUCCESS'));
    },
    onError: (error) => notifyError(errorMessage(error, t, 'DEPOSITS.AMOUNT_EDIT.ERROR')),
  });
  const open = () => {
    form.reset({ amountBail: required ?? '' });
    setEditing(true);
  };
  const onSubmit = form.handleSubmit((body) => save.mutate(body));

  if (editing) {
    return (
      <form onSubmit={onSubmit} noValidate data-testid="deposit-amount-form">
        <Group gap="sm" align="flex-start">
          <NumberInput
            aria-label={t('DEPOSITS.AMOUNT_EDIT.LABEL')}
            min={0}
            decimalScale={2}
            clampBehavior="none"
            rightSection="€"
            w={160}
            size="xs"
            {...bindField(form, 'amountBail')}
            error={fieldErrorOf(form, t, 'amountBail', {
              required: 'DEPOSITS.RULES.AMOUNT_REQUIRED',
              invalid: 'DEPOSITS.RULES.AMOUNT_INVALID',
            })}
            data-testid="deposit-amount-input"
          />
          <Button
            type="submit"
            size="xs"
            disabled={isFormBlocked(form, save.isPending)}
            loading={save.isPending}
            data-testid="deposit-amount-save"
          >
            {t('DEPOSITS.AMOUNT_EDIT.SAVE')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setEditing(false)}
            disabled={save.isPending}
            data-testid="deposit-amount-cancel"
          >
            {t('DEPOSITS.AMOUNT_EDIT.CANCEL')}
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <Group gap="sm">
      <Text size="sm">
        {withColon(t('DEPOSITS.AMOUNT_EDIT.LABEL'), language)}{' '}
        <b data-testid="deposit-amount-required">
          {required === null ? '…' : formatEuros(required, language)}
        </b>
      </Text>
      {required !== null ? (
        <Button size="compact-xs" variant="light" onClick={open} data-testid="deposit-amount-change">
          {t('DEPOSITS.AMOUNT_EDIT.CHANGE')}
        </Button>
      ) : null}
    </Group>
  );
}
