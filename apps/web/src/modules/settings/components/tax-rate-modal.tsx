import { Select, SimpleGrid, Text } from '@mantine/core';
import { type TaxRuleRead, taxRuleRateCreate } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessageKey } from '@/shared/errors/error-messages.ts';
import { countryName } from '@/ui/country-name.ts';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { bindField, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useCountryOptions } from '../hooks/use-reference-options.ts';
import { useSaveTaxRate } from '../hooks/use-settings-writes.ts';
import { PercentInput, SettingsFormModal } from './settings-form-modal.tsx';

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
  const isEdit = rate !== null;
  const countries = useCountryOptions();
  const form = useVelodeskForm(
    taxRuleRateCreate,
    {
      country: rate?.country['@id'] ?? null,
      rate: rate?.rate ?? '',
      validFrom: rate?.validFrom ?? '',
    } as RateFormValues,
    {
      toInput: (values) => ({
        taxRule: rule['@id'],
        country: values.country ?? undefined,
        rate: numberOrUndefined(values.rate),
        validFrom: values.validFrom || undefined,
      }),
    },
  );
  const banner = useRefusalBanner(form);

  const save = useSaveTaxRate(rate?.id ?? null, {
    onSuccess: () => {
      notifySuccess(
        t(isEdit ? 'SETTINGS.TAX_RULES.RATE_EDIT_SUCCESS' : 'SETTINGS.TAX_RULES.RATE_ADD_SUCCESS'),
      );
      onClose();
    },
    onError: (error) => {
      if (isApiError(error)) {
        // A refusal about another property than the form's fields, or without any, shows above them.
        const others = applyApiViolations(form, error, t, { fallbackKey: 'SETTINGS.FORM.INVALID' });
        banner.show(
          error.violations.length === 0 ? [t(errorMessageKey(error, 'SETTINGS.FORM.INVALID'))] : others,
        );
      }
      notifyError(t(isEdit ? 'SETTINGS.TAX_RULES.RATE_EDIT_ERROR' : 'SETTINGS.TAX_RULES.RATE_ADD_ERROR'));
    },
  });

  return (
    <SettingsFormModal
      title={t(isEdit ? 'SETTINGS.TAX_RULES.RATE_EDIT_TITLE' : 'SETTINGS.TAX_RULES.RATE_ADD_TITLE', {
        rule: rule.description,
      })}
      size="lg"
      testId="tax-rate"
      onClose={onClose}
      form={form}
      save={save}
    >
      <FormAlert message={banner.message} testId="tax-rate-refusal" />
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
            {...bindField(form, 'country')}
            searchable
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            error={fieldErrorOf(form, t, 'country', {
              required: 'SETTINGS.TAX_RULES.ERRORS.COUNTRY_REQUIRED',
            })}
            data-testid="tax-rate-country"
          />
        )}
        <PercentInput
          label={t('SETTINGS.TAX_RULES.RATE')}
          withAsterisk
          {...bindField(form, 'rate')}
          error={fieldErrorOf(form, t, 'rate', {
            required: 'SETTINGS.TAX_RULES.ERRORS.RATE_REQUIRED',
            invalid: 'SETTINGS.TAX_RULES.ERRORS.RATE_RANGE',
          })}
          data-testid="tax-rate-rate"
        />
        <IsoDateInput
          label={t('SETTINGS.TAX_RULES.VALID_FROM')}
          withAsterisk
          {...bindField(form, 'validFrom')}
          error={fieldErrorOf(form, t, 'validFrom', {
            required: 'SETTINGS.TAX_RULES.ERRORS.VALID_FROM_REQUIRED',
            invalid: 'SETTINGS.FORM.DATE_INVALID',
          })}
          data-testid="tax-rate-valid-from"
        />
      </SimpleGrid>
    </SettingsFormModal>
  );
}
