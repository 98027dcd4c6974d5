import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TaxCreate, type TaxRead, taxCreate } from '@velodesk/contract/api/pricing';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssues, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { createTax, updateTax } from '../api/taxes-api.ts';
import { fieldMessage } from '../form-messages.ts';
import { settingsQueryKeys } from '../hooks/settings-query-keys.ts';
import { useCountryOptions } from '../hooks/use-reference-options.ts';

interface TaxFormValues {
  description: string;
  country: string | null;
}

/** Add or edit a tax: a description and a country, both required. */
export function TaxModal({ tax, onClose }: { tax: TaxRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEdit = tax !== null;
  const form = useFormState<TaxFormValues>({
    description: tax?.description ?? '',
    country: tax?.country['@id'] ?? null,
  });
  const { values } = form;
  const countries = useCountryOptions();
  const payload = { description: values.description, country: values.country ?? undefined };
  const issues = fieldIssues(taxCreate, payload);

  const save = useMutation({
    mutationFn: (body: TaxCreate) => (tax ? updateTax(tax.id, body) : createTax(body)),
    onSuccess: async () => {
      notifySuccess(t(isEdit ? 'SETTINGS.TAXES.EDIT_SUCCESS' : 'SETTINGS.TAXES.ADD_SUCCESS'));
      await queryClient.invalidateQueries({ queryKey: settingsQueryKeys.taxesGrid });
      onClose();
    },
    onError: () => notifyError(t(isEdit ? 'SETTINGS.TAXES.EDIT_ERROR' : 'SETTINGS.TAXES.ADD_ERROR')),
  });
  const isBlocked = Object.keys(issues).length > 0 || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const parsed = taxCreate.safeParse(payload);
    if (!isBlocked && parsed.success) save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isEdit ? 'SETTINGS.TAXES.EDIT_TITLE' : 'SETTINGS.TAXES.ADD_TITLE')}
      data-testid="tax-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('SETTINGS.TAXES.DESCRIPTION')}
            withAsterisk
            value={values.description}
            onChange={(event) => form.setField('description', event.currentTarget.value)}
            onBlur={() => form.touch('description')}
            error={
              form.isShown('description')
                ? fieldMessage(
                    t,
                    issues.description,
                    values.description,
                    'SETTINGS.TAXES.DESCRIPTION_REQUIRED',
                  )
                : undefined
            }
            data-testid="tax-description"
            data-autofocus
          />
          <Select
            label={t('SETTINGS.TAXES.COUNTRY')}
            withAsterisk
            data={countries.options}
            value={values.country}
            onChange={(value) => form.setField('country', value)}
            onBlur={() => form.touch('country')}
            searchable
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            error={
              form.isShown('country')
                ? fieldMessage(t, issues.country, values.country, 'SETTINGS.TAXES.COUNTRY_REQUIRED')
                : undefined
            }
            data-testid="tax-country"
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="tax-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="tax-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
