import { Select, SimpleGrid } from '@mantine/core';
import { type SettingsDiscountRead, settingsDiscountCreate } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';
import { violationMessage } from '@/shared/errors/error-messages.ts';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { bindField, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { formatDate } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useFidelityOptions } from '../hooks/use-reference-options.ts';
import { useSaveDiscount } from '../hooks/use-settings-writes.ts';
import { PercentInput, SettingsFormModal } from './settings-form-modal.tsx';

interface DiscountFormValues {
  percentage: number | string;
  fidelity: string | null;
  startDate: string;
  endDate: string;
}

/** The contract's discount, and the end not before the start (checked once both dates are valid). */
const discountForm = settingsDiscountCreate.refine((input) => input.endDate >= input.startDate, {
  path: ['endDate'],
  when: (payload) =>
    !payload.issues.some((issue) => ['startDate', 'endDate'].includes(String(issue.path?.[0]))),
});

/** Empty fields stay absent, so that the contract reports them as required. */
const toInput = (values: DiscountFormValues) => ({
  percentage: numberOrUndefined(values.percentage),
  fidelity: values.fidelity ?? undefined,
  startDate: values.startDate || undefined,
  endDate: values.endDate || undefined,
});

/**
 * Add or edit a loyalty discount (back-office spec "Loyalty discount"): percentage 0 to 100, a
 * fidelity level, start and end dates (yyyy-mm-dd, the end not before the start); the server
 * refuses a discount of the same level that shares a day with another one.
 */
export function DiscountModal({
  discount,
  onClose,
}: {
  discount: SettingsDiscountRead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isEdit = discount !== null;
  const form = useVelodeskForm(
    discountForm,
    {
      percentage: discount?.percentage ?? '',
      fidelity: discount?.fidelity['@id'] ?? null,
      startDate: discount?.startDate ?? '',
      endDate: discount?.endDate ?? '',
    } as DiscountFormValues,
    { toInput },
  );
  const banner = useRefusalBanner(form);
  const fidelities = useFidelityOptions();

  const save = useSaveDiscount(discount?.id ?? null, {
    onSuccess: () => {
      notifySuccess(t(isEdit ? 'SETTINGS.FIDELITY.EDIT_SUCCESS' : 'SETTINGS.FIDELITY.ADD_SUCCESS'));
      onClose();
    },
    onError: (error) => {
      banner.show(
        applyApiViolations(form, error, t, {
          messageOf: (violation) => violationMessage(t, violation, { formatDate }),
        }),
      );
      notifyError(t(isEdit ? 'SETTINGS.FIDELITY.EDIT_ERROR' : 'SETTINGS.FIDELITY.ADD_ERROR'));
    },
  });

  return (
    <SettingsFormModal
      title={t(isEdit ? 'SETTINGS.FIDELITY.EDIT_TITLE' : 'SETTINGS.FIDELITY.ADD_TITLE')}
      size="lg"
      testId="discount"
      onClose={onClose}
      form={form}
      save={save}
    >
      <FormAlert message={banner.message} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('SETTINGS.FIDELITY.LEVEL')}
          withAsterisk
          data={fidelities.options}
          {...bindField(form, 'fidelity')}
          error={fieldErrorOf(form, t, 'fidelity', {
            required: 'SETTINGS.FIDELITY.ERRORS.LEVEL_REQUIRED',
          })}
          data-testid="discount-level"
        />
        <PercentInput
          label={t('SETTINGS.FIDELITY.PERCENTAGE')}
          withAsterisk
          {...bindField(form, 'percentage')}
          error={fieldErrorOf(form, t, 'percentage', {
            required: 'SETTINGS.FIDELITY.ERRORS.PERCENTAGE_REQUIRED',
            invalid: 'SETTINGS.FIDELITY.ERRORS.PERCENTAGE_RANGE',
          })}
          data-testid="discount-percentage"
        />
        <IsoDateInput
          label={t('SETTINGS.FIDELITY.START_DATE')}
          withAsterisk
          {...bindField(form, 'startDate', { deps: ['endDate'] })}
          error={fieldErrorOf(form, t, 'startDate', {
            required: 'SETTINGS.FIDELITY.ERRORS.START_DATE_REQUIRED',
            invalid: 'SETTINGS.FORM.DATE_INVALID',
          })}
          data-testid="discount-start"
        />
        <IsoDateInput
          label={t('SETTINGS.FIDELITY.END_DATE')}
          withAsterisk
          {...bindField(form, 'endDate')}
          error={fieldErrorOf(form, t, 'endDate', {
            required: 'SETTINGS.FIDELITY.ERRORS.END_DATE_REQUIRED',
            custom: 'SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER',
            invalid: 'SETTINGS.FORM.DATE_INVALID',
          })}
          data-testid="discount-end"
        />
      </SimpleGrid>
    </SettingsFormModal>
  );
}
