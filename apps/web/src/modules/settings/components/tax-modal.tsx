import { Select, TextInput } from '@mantine/core';
import { type TaxRead, taxCreate } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useCountryOptions } from '../hooks/use-reference-options.ts';
import { useSaveTax } from '../hooks/use-settings-writes.ts';
import { SettingsFormModal } from './settings-form-modal.tsx';

interface TaxFormValues {
  description: string;
  country: string | null;
}

/** An empty select stays absent, so that the contract reports it as required. */
const toInput = (values: TaxFormValues) => ({
  description: values.description,
  country: values.country ?? undefined,
});

/** Add or edit a tax: a description and a country, both required. */
export function TaxModal({ tax, onClose }: { tax: TaxRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isEdit = tax !== null;
  const form = useVelodeskForm(
    taxCreate,
    { description: tax?.description ?? '', country: tax?.country['@id'] ?? null } as TaxFormValues,
    { toInput },
  );
  const countries = useCountryOptions();

  const save = useSaveTax(tax?.id ?? null, {
    onSuccess: () => {
      notifySuccess(t(isEdit ? 'SETTINGS.TAXES.EDIT_SUCCESS' : 'SETTINGS.TAXES.ADD_SUCCESS'));
      onClose();
    },
    onError: () => notifyError(t(isEdit ? 'SETTINGS.TAXES.EDIT_ERROR' : 'SETTINGS.TAXES.ADD_ERROR')),
  });

  return (
    <SettingsFormModal
      title={t(isEdit ? 'SETTINGS.TAXES.EDIT_TITLE' : 'SETTINGS.TAXES.ADD_TITLE')}
      testId="tax"
      onClose={onClose}
      form={form}
      save={save}
    >
      <TextInput
        label={t('SETTINGS.TAXES.DESCRIPTION')}
        withAsterisk
        {...bindField(form, 'description')}
        error={fieldErrorOf(form, t, 'description', { required: 'SETTINGS.TAXES.DESCRIPTION_REQUIRED' })}
        data-testid="tax-description"
        data-autofocus
      />
      <Select
        label={t('SETTINGS.TAXES.COUNTRY')}
        withAsterisk
        data={countries.options}
        {...bindField(form, 'country')}
        searchable
        nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
        error={fieldErrorOf(form, t, 'country', { required: 'SETTINGS.TAXES.COUNTRY_REQUIRED' })}
        data-testid="tax-country"
      />
    </SettingsFormModal>
  );
}
