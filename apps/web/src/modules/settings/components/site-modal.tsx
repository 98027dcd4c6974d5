import { Button, Group, Loader, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SiteCreate, siteCreate } from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blankToNull, fieldIssues, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { createSite, updateSite } from '../api/sites-settings-api.ts';
import { fieldMessage, hasViolation } from '../form-messages.ts';
import { settingsQueryKeys } from '../hooks/settings-query-keys.ts';
import {
  useCompanyOptions,
  useCountryOptions,
  useCurrencyOptions,
  useInstanceOptions,
} from '../hooks/use-reference-options.ts';
import { useUniquenessCheck } from '../hooks/use-uniqueness-check.ts';

interface SiteFormValues {
  name: string;
  huttosoftInstance: string | null;
  country: string | null;
  currency: string | null;
  billingEntity: string | null;
  huttosoftId: string;
  sageCodeX3: string;
  city: string;
}

const valuesOf = (site: SiteRead | null): SiteFormValues => ({
  name: site?.name ?? '',
  huttosoftInstance: site?.huttosoftInstance?.['@id'] ?? null,
  country: site?.country['@id'] ?? null,
  currency: site?.currency['@id'] ?? null,
  billingEntity: site?.billingEntity['@id'] ?? null,
  huttosoftId: site?.huttosoftId ?? '',
  sageCodeX3: site?.sageCodeX3 ?? '',
  city: site?.city ?? '',
});

/** The body sent; empty selects stay absent so that the contract reports them as required. */
const payloadOf = (values: SiteFormValues) => ({
  name: values.name,
  huttosoftInstance: values.huttosoftInstance ?? undefined,
  country: values.country ?? undefined,
  currency: values.currency ?? undefined,
  billingEntity: values.billingEntity ?? undefined,
  huttosoftId: blankToNull(values.huttosoftId),
  sageCodeX3: blankToNull(values.sageCodeX3),
  city: blankToNull(values.city),
});

/**
 * Add or edit a site (back-office spec "Site"): name required and unique (checked on each
 * keystroke), stay-system instance, country, currency and billing company required; submit is
 * disabled while the form is invalid, while the name is being checked or taken, and while saving.
 */
export function SiteModal({ site, onClose }: { site: SiteRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEdit = site !== null;
  const form = useFormState<SiteFormValues>(valuesOf(site));
  const { values } = form;
  const [nameRefused, setNameRefused] = useState<string | null>(null);
  const instances = useInstanceOptions();
  const countries = useCountryOptions();
  const currencies = useCurrencyOptions();
  const companies = useCompanyOptions();
  const uniqueness = useUniquenessCheck('site', 'name', values.name, { exclude: site?.['@id'] });

  const payload = payloadOf(values);
  const issues = fieldIssues(siteCreate, payload);
  const nameTaken = uniqueness.isTaken || (nameRefused !== null && nameRefused === values.name.trim());

  const save = useMutation({
    mutationFn: (body: SiteCreate) => (site ? updateSite(site.id, body) : createSite(body)),
    onSuccess: async (saved) => {
      notifySuccess(
        t(isEdit ? 'SETTINGS.SITES.EDIT_SUCCESS' : 'SETTINGS.SITES.ADD_SUCCESS', { name: saved.name }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKeys.sitesGrid }),
        queryClient.invalidateQueries({ queryKey: ['sites'] }),
        queryClient.invalidateQueries({ queryKey: ['uniqueness'] }),
      ]);
      onClose();
    },
    onError: (error) => {
      if (hasViolation(error, 'name')) setNameRefused(values.name.trim());
      notifyError(t(isEdit ? 'SETTINGS.SITES.EDIT_ERROR' : 'SETTINGS.SITES.ADD_ERROR'));
    },
  });

  const isInvalid = Object.keys(issues).length > 0 || nameTaken;
  const isBlocked = isInvalid || uniqueness.isChecking || save.isPending;

  const errorOf = (field: keyof SiteFormValues, requiredKey: string) =>
    form.isShown(field) ? fieldMessage(t, issues[field], values[field], requiredKey) : undefined;
  const nameError = nameTaken
    ? t('SETTINGS.SITES.ERRORS.NAME_EXISTS')
    : errorOf('name', 'SETTINGS.SITES.ERRORS.NAME_REQUIRED');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (isBlocked) return;
    const parsed = siteCreate.safeParse(payload);
    if (parsed.success) save.mutate(payload as SiteCreate);
  };

  const selectProps = {
    searchable: true,
    nothingFoundMessage: t('SETTINGS.FORM.NO_MATCH'),
    maxDropdownHeight: 280,
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'SETTINGS.SITES.EDIT_TITLE' : 'SETTINGS.SITES.ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="site-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('SETTINGS.SITES.NAME')}
            withAsterisk
            value={values.name}
            onChange={(event) => form.setField('name', event.currentTarget.value)}
            onBlur={() => form.touch('name')}
            error={nameError}
            rightSection={uniqueness.isChecking ? <Loader size={14} /> : null}
            data-testid="site-name"
            data-autofocus
          />
          <Select
            label={t('SETTINGS.SITES.INSTANCE')}
            withAsterisk
            data={instances.options}
            value={values.huttosoftInstance}
            onChange={(value) => form.setField('huttosoftInstance', value)}
            onBlur={() => form.touch('huttosoftInstance')}
            error={errorOf('huttosoftInstance', 'SETTINGS.SITES.ERRORS.INSTANCE_REQUIRED')}
            data-testid="site-instance"
            {...selectProps}
          />
          <TextInput
            label={t('SETTINGS.SITES.HUTTOSOFT_ID')}
            value={values.huttosoftId}
            onChange={(event) => form.setField('huttosoftId', event.currentTarget.value)}
            error={errorOf('huttosoftId', 'SETTINGS.FORM.INVALID')}
            data-testid="site-huttosoft-id"
          />
          <Select
            label={t('SETTINGS.SITES.COUNTRY')}
            withAsterisk
            data={countries.options}
            value={values.country}
            onChange={(value) => form.setField('country', value)}
            onBlur={() => form.touch('country')}
            error={errorOf('country', 'SETTINGS.SITES.ERRORS.COUNTRY_REQUIRED')}
            data-testid="site-country"
            {...selectProps}
          />
          <Select
            label={t('SETTINGS.SITES.CURRENCY')}
            withAsterisk
            data={currencies.options}
            value={values.currency}
            onChange={(value) => form.setField('currency', value)}
            onBlur={() => form.touch('currency')}
            error={errorOf('currency', 'SETTINGS.SITES.ERRORS.CURRENCY_REQUIRED')}
            data-testid="site-currency"
            {...selectProps}
          />
          <Select
            label={t('SETTINGS.SITES.BILLING_ENTITY')}
            withAsterisk
            data={companies.options}
            value={values.billingEntity}
            onChange={(value) => form.setField('billingEntity', value)}
            onBlur={() => form.touch('billingEntity')}
            error={errorOf('billingEntity', 'SETTINGS.SITES.ERRORS.BILLING_ENTITY_REQUIRED')}
            data-testid="site-billing-entity"
            {...selectProps}
          />
          <TextInput
            label={t('SETTINGS.SITES.CITY')}
            value={values.city}
            onChange={(event) => form.setField('city', event.currentTarget.value)}
            error={errorOf('city', 'SETTINGS.FORM.INVALID')}
            data-testid="site-city"
          />
          <TextInput
            label={t('SETTINGS.SITES.SAGE_CODE')}
            value={values.sageCodeX3}
            onChange={(event) => form.setField('sageCodeX3', event.currentTarget.value)}
            error={errorOf('sageCodeX3', 'SETTINGS.FORM.INVALID')}
            data-testid="site-sage-code"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="site-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="site-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
