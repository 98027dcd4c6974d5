import { Select, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import type { TextField, useCompanyModal } from './use-company-modal.ts';

type CompanyModalState = ReturnType<typeof useCompanyModal>;

/**
 * The two kinds of field the company form repeats: a text and a searchable select, each with its
 * message, disabled while saving, with the test id `company-<field>`.
 */
export const companyFieldBuilders = (
  { form, errorOf, isSaving }: Pick<CompanyModalState, 'form' | 'errorOf' | 'isSaving'>,
  t: TFunction,
) => {
  const text = (field: TextField, labelKey: TextKey, required = false) => (
    <TextInput
      label={t(labelKey)}
      withAsterisk={required}
      {...bindField(form, field)}
      error={errorOf(field)}
      disabled={isSaving}
      data-testid={`company-${field}`}
    />
  );
  const select = (
    field: 'display' | 'currency' | 'country' | 'timeZone',
    labelKey: TextKey,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={t(labelKey)}
      withAsterisk
      data={data}
      {...bindField(form, field)}
      error={errorOf(field)}
      searchable
      nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
      disabled={isSaving}
      data-testid={`company-${field}`}
    />
  );

  return { text, select };
};
