import { NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type DepositRuleRead, depositRulePatch, depositRuleWrite } from '@velodesk/contract/api/deposits';
import { useTranslation } from 'react-i18next';
import { useSaveDepositRule } from '@/modules/deposits/hooks/use-deposit-writes.ts';
import { useDeclinationOptions } from '@/modules/fleet/hooks/use-declinations.ts';
import { useRangeOptions } from '@/modules/fleet/hooks/use-fleet-options.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { bindField, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { ruleTargetLabel } from './deposit-rule-columns.tsx';
import { SettingsFormModal } from './settings-form-modal.tsx';

type Target = 'range' | 'declination';

interface DepositRuleFormValues {
  target: Target;
  range: string | null;
  declination: string | null;
  amount: number | string;
}

/**
 * Add a site's default deposit for a range or a declination, or change a rule's amount (its site
 * and target stay: delete it and add another to change them). The contract's schemas say what is
 * valid (a range or a declination, not both; an amount of 0 or more with two decimals); the
 * server refuses a second rule for the same range or declination of the site (409).
 */
export function DepositRuleModal({
  siteIri,
  rule,
  onClose,
}: {
  siteIri: string;
  rule: DepositRuleRead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isEdit = rule !== null;
  const ranges = useRangeOptions();
  const declinations = useDeclinationOptions();
  const form = useVelodeskForm(
    isEdit ? depositRulePatch : depositRuleWrite,
    {
      target: rule?.declination ? 'declination' : 'range',
      range: rule?.range?.['@id'] ?? null,
      declination: rule?.declination?.['@id'] ?? null,
      amount: rule?.amount ?? '',
    } as DepositRuleFormValues,
    {
      toInput: (values: DepositRuleFormValues) =>
        isEdit
          ? { amount: numberOrUndefined(values.amount) }
          : {
              site: siteIri,
              range: values.target === 'range' ? (values.range ?? undefined) : undefined,
              declination: values.target === 'declination' ? (values.declination ?? undefined) : undefined,
              amount: numberOrUndefined(values.amount),
            },
    },
  );
  const banner = useRefusalBanner(form);
  const target = form.watch('target');

  const save = useSaveDepositRule(rule?.id ?? null, {
    onSuccess: () => {
      notifySuccess(t(isEdit ? 'DEPOSITS.RULES.EDIT_SUCCESS' : 'DEPOSITS.RULES.ADD_SUCCESS'));
      onClose();
    },
    onError: (error) => {
      // A second rule for the same range or model (409) names no field: the banner says it.
      const unplaced = applyApiViolations(form, error, t);
      banner.show(unplaced.length > 0 || !isApiError(error) ? unplaced : [errorMessage(error, t)]);
      notifyError(t(isEdit ? 'DEPOSITS.RULES.EDIT_ERROR' : 'DEPOSITS.RULES.ADD_ERROR'));
    },
  });

  return (
    <SettingsFormModal
      title={t(isEdit ? 'DEPOSITS.RULES.EDIT_TITLE' : 'DEPOSITS.RULES.ADD_TITLE')}
      size="lg"
      testId="deposit-rule"
      onClose={onClose}
      form={form}
      save={save}
    >
      <FormAlert message={banner.message} />
      {isEdit ? (
        <Text fw={600} data-testid="deposit-rule-target">
          {ruleTargetLabel(rule)}
        </Text>
      ) : (
        <Stack gap="sm">
          <SegmentedControl
            data={[
              { value: 'range', label: t('DEPOSITS.RULES.RANGE') },
              { value: 'declination', label: t('DEPOSITS.RULES.DECLINATION') },
            ]}
            value={target}
            onChange={(value) => form.setValue('target', value as Target, { shouldValidate: true })}
            data-testid="deposit-rule-kind"
          />
          {target === 'range' ? (
            <Select
              label={t('DEPOSITS.RULES.RANGE')}
              withAsterisk
              searchable
              data={ranges}
              {...bindField(form, 'range')}
              error={fieldErrorOf(form, t, 'range', { custom: 'DEPOSITS.RULES.TARGET_REQUIRED' })}
              data-testid="deposit-rule-range"
            />
          ) : (
            <Select
              label={t('DEPOSITS.RULES.DECLINATION')}
              withAsterisk
              searchable
              data={declinations}
              {...bindField(form, 'declination')}
              // The contract's rule "a range or a declination" is written on `range`.
              error={
                fieldErrorOf(form, t, 'declination') ??
                fieldErrorOf(form, t, 'range', { custom: 'DEPOSITS.RULES.TARGET_REQUIRED' })
              }
              data-testid="deposit-rule-declination"
            />
          )}
        </Stack>
      )}
      <NumberInput
        label={t('DEPOSITS.RULES.AMOUNT')}
        withAsterisk
        min={0}
        decimalScale={2}
        clampBehavior="none"
        rightSection="€"
        {...bindField(form, 'amount')}
        error={fieldErrorOf(form, t, 'amount', {
          required: 'DEPOSITS.RULES.AMOUNT_REQUIRED',
          invalid: 'DEPOSITS.RULES.AMOUNT_INVALID',
        })}
        data-testid="deposit-rule-amount"
      />
    </SettingsFormModal>
  );
}
