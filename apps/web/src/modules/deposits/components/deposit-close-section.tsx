import { Divider, Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type DepositRead,
  type DepositSettle,
  type KeptReason,
  keptReasons,
} from '@velodesk/contract/api/deposits';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@/ui/format.ts';

export interface DepositChoice {
  keep: boolean;
  keptAmount: number | string;
  keptReason: KeptReason | null;
  keptComment: string;
}

export const noDepositChoice: DepositChoice = {
  keep: false,
  keptAmount: '',
  keptReason: null,
  keptComment: '',
};

/** The close's deposit body: given back in full, or the amount kept with its reason and comment. */
export const depositSettleOf = (choice: DepositChoice): DepositSettle | undefined =>
  choice.keep
    ? {
        keptAmount: typeof choice.keptAmount === 'number' ? choice.keptAmount : 0,
        ...(choice.keptReason ? { keptReason: choice.keptReason } : {}),
        keptComment: choice.keptComment.trim() || null,
      }
    : undefined;

/** Whether the choice can be sent: nothing kept, or a positive amount up to what was taken, with a reason. */
export const isDepositChoiceValid = (choice: DepositChoice, deposit: DepositRead): boolean =>
  !choice.keep ||
  (typeof choice.keptAmount === 'number' &&
    choice.keptAmount > 0 &&
    toCents(choice.keptAmount) <= toCents(deposit.amountTaken ?? 0) &&
    choice.keptReason !== null);

/**
 * The close modal's deposit section (issue 24): the deposit taken and its form; given back in
 * full (the default) or an amount kept with its reason (damage, missing item, late return) and a
 * comment. The kept part becomes a line of the close's invoice.
 */
export function DepositCloseSection({
  deposit,
  value,
  onChange,
}: {
  deposit: DepositRead;
  value: DepositChoice;
  onChange: (next: DepositChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const taken = deposit.amountTaken ?? 0;
  const kept = typeof value.keptAmount === 'number' ? value.keptAmount : 0;
  const tooMuch = value.keep && toCents(kept) > toCents(taken);
  return (
    <Stack gap={6} data-testid="close-deposit">
      <Divider />
      <Text size="sm" fw={700}>
        {t('DEPOSITS.CLOSE_TITLE', {
          amount: money(taken),
          form: deposit.form ? t(`DEPOSITS.FORMS.${deposit.form}`) : '',
        })}
        {deposit.reference ? ` — ${deposit.reference}` : ''}
      </Text>
      <Radio.Group
        value={value.keep ? 'keep' : 'return'}
        onChange={(next) => onChange({ ...value, keep: next === 'keep' })}
        aria-label={t('DEPOSITS.TITLE')}
      >
        <Group gap="md">
          <Radio value="return" label={t('DEPOSITS.RETURN_FULL')} data-testid="deposit-return-full" />
          <Radio value="keep" label={t('DEPOSITS.KEEP_PART')} data-testid="deposit-keep" />
        </Group>
      </Radio.Group>
      {value.keep ? (
        <Group align="flex-start" grow>
          <NumberInput
            size="xs"
            label={t('DEPOSITS.KEPT_AMOUNT')}
            value={value.keptAmount}
            onChange={(next) => onChange({ ...value, keptAmount: next })}
            min={0}
            max={taken}
            decimalScale={2}
            suffix=" €"
            error={tooMuch ? t('DEPOSITS.KEPT_TOO_MUCH') : undefined}
            data-testid="deposit-kept-amount"
          />
          <Select
            size="xs"
            label={t('DEPOSITS.KEPT_REASON')}
            data={keptReasons.map((reason) => ({ value: reason, label: t(`DEPOSITS.REASONS.${reason}`) }))}
            value={value.keptReason}
            onChange={(next) => onChange({ ...value, keptReason: next as KeptReason | null })}
            data-testid="deposit-kept-reason"
          />
          <TextInput
            size="xs"
            label={t('DEPOSITS.KEPT_COMMENT')}
            value={value.keptComment}
            maxLength={2000}
            onChange={(event) => onChange({ ...value, keptComment: event.currentTarget.value })}
            data-testid="deposit-kept-comment"
          />
        </Group>
      ) : null}
      <Text size="xs" c="dimmed" data-testid="deposit-returned-part">
        {t('DEPOSITS.RETURNED_PART', {
          amount: money(fromCents(Math.max(0, toCents(taken) - toCents(kept)))),
        })}
      </Text>
    </Stack>
  );
}
