import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  type TaxRuleRateCreate,
  type TaxRuleRead,
  taxRuleRateCreate,
  taxRuleRateUpdate,
} from '@velodesk/contract/api/pricing';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { countryName } from '../../../ui/country-name.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { fieldIssues, numberOrUndefined, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { createTaxRate, updateTaxRate } from '../api/tax-rules-api.ts';
import { fieldMessage } from '../form-messages.ts';
import { useCountryOptions } from '../hooks/use-reference-options.ts';
import { taxRuleRefusal, useRefreshTaxRules } from '../hooks/use-tax-rules.ts';
import { IsoDateInput } from './iso-date-input.tsx';

type Rate = TaxRuleRead['rates'][number];

interface RateFormValues {
  country: string | null;
  rate: number | string;
  validFrom: string;
}

/**
 * Add a rate of a tax rule for a country from a date (today or later), or correct a rate not yet
 * in force (its rate and first day; the country stays). The server refuses a second rate of the
 * rule and country from the same date, a date in the past, and any change to a rate in force.
 */
export function TaxRateModal({
  rule,
  rate,
  onClose,
}: {
  rule: TaxRuleRead;
  rate: Rate | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const refresh = useRefreshTaxRules();
  const isEdit = rate !== null;
  const countries = useCountryOptions();
  const form = useFormState<RateFormValues>({
    country: rate?.country['@id'] ?? null,
    rate: rate?.rate ?? '',
    validFrom: rate?.validFrom ?? '',
  });
  const { values } = form;
  const [refused, setRefused] = useState<{ values: RateFormValues; field: string; message: string } | null>(
    null,
  );

  const payload = {
    taxRule: rule['@id'],
    country: values.country ?? undefined,
    rate: numberOrUndefined(values.rate),
    validFrom: values.validFrom || undefined,
  };
  const issues = fieldIssues(taxRuleRateCreate, payload);

  const save = useMutation({
    mutationFn: (body: TaxRuleRateCreate) =>
      rate
        ? updateTaxRate(rate.id, taxRuleRateUpdate.parse({ rate: body.rate, validFrom: body.validFrom }))
        : createTaxRate(body),
    onSuccess: async () => {
      notifySuccess(
        t(isEdit ? 'SETTINGS.TAX_RULES.RATE_EDIT_SUCCESS' : 'SETTINGS.TAX_RULES.RATE_ADD_SUCCESS'),
      );
      await refresh();
      onClose();
    },
    onError: (error) => {
      if (isApiError(error)) {
        const violation = error.violations[0];
        setRefused({
          values,
          field: violation?.propertyPath ?? '',
          message: taxRuleRefusal(t, violation?.message ?? error.description),
        });
      }
      notifyError(t(isEdit ? 'SETTINGS.TAX_RULES.RATE_EDIT_ERROR' : 'SETTINGS.TAX_RULES.RATE_ADD_ERROR'));
    },
  });

  // A refusal stays on screen until the values it was about change.
  const refusal =
    refused &&
    refused.values.country === values.country &&
    refused.values.rate === values.rate &&
    refused.values.validFrom === values.validFrom
      ? refused
      : null;
  const refusedOn = (field: keyof RateFormValues) => (refusal?.field === field ? refusal.message : undefined);
  const otherRefusal =
    refusal && !['country', 'rate', 'validFrom'].includes(refusal.field) ? refusal.message : null;
  const isBlocked = Object.keys(issues).length > 0 || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const parsed = taxRuleRateCreate.safeParse(payload);
    if (!isBlocked && parsed.success) save.mutate(parsed.data);
  };

  const shownError = (field: keyof RateFormValues, requiredKey: string, invalidKey?: string) =>
    refusedOn(field) ??
    (form.isShown(field)
      ? fieldMessage(t, issues[field], values[field], requiredKey, invalidKey)
      : undefined);

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'SETTINGS.TAX_RULES.RATE_EDIT_TITLE' : 'SETTINGS.TAX_RULES.RATE_ADD_TITLE', {
        rule: rule.description,
      })}
      data-testid="tax-rate-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert message={otherRefusal} testId="tax-rate-refusal" />
          <Text size="sm" c="dimmed">
            {t('SETTINGS.TAX_RULES.RATE_HELP')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            {isEdit ? (
              <Select
                label={t('SETTINGS.TAX_RULES.COUNTRY')}
                data={[{ value: rate.country['@id'], label: countryName(rate.country, language) }]}
                value={rate.country['@id']}
                disabled
                data-testid="tax-rate-country"
              />
            ) : (
              <Select
                label={t('SETTINGS.TAX_RULES.COUNTRY')}
                withAsterisk
                data={countries.options}
                value={values.country}
                onChange={(value) => form.setField('country', value)}
                onBlur={() => form.touch('country')}
                searchable
                nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
                error={shownError('country', 'SETTINGS.TAX_RULES.ERRORS.COUNTRY_REQUIRED')}
                data-testid="tax-rate-country"
              />
            )}
            <NumberInput
              label={t('SETTINGS.TAX_RULES.RATE')}
              withAsterisk
              value={values.rate}
              onChange={(value) => form.setField('rate', value)}
              onBlur={() => form.touch('rate')}
              min={0}
              max={100}
              decimalScale={2}
              clampBehavior="none"
              rightSection="%"
              error={shownError(
                'rate',
                'SETTINGS.TAX_RULES.ERRORS.RATE_REQUIRED',
                'SETTINGS.TAX_RULES.ERRORS.RATE_RANGE',
              )}
              data-testid="tax-rate-rate"
            />
            <IsoDateInput
              label={t('SETTINGS.TAX_RULES.VALID_FROM')}
              withAsterisk
              value={values.validFrom}
              onChange={(value) => form.setField('validFrom', value)}
              onBlur={() => form.touch('validFrom')}
              error={shownError(
                'validFrom',
                'SETTINGS.TAX_RULES.ERRORS.VALID_FROM_REQUIRED',
                'SETTINGS.FORM.DATE_INVALID',
              )}
              data-testid="tax-rate-valid-from"
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="tax-rate-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="tax-rate-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
