import { Button, Group, Loader, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { siteCreate } from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { useTranslation } from 'react-i18next';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import {
  useCompanyOptions,
  useCountryOptions,
  useCurrencyOptions,
  useInstanceOptions,
} from '../hooks/use-reference-options.ts';
import { useSaveSite } from '../hooks/use-settings-writes.ts';

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
const toInput = (values: SiteFormValues) => ({
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
 * The form opens at once; each select fills when its options arrive.
 */
export function SiteModal({ site, onClose }: { site: SiteRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isEdit = site !== null;
  const form = useVelodeskForm(siteCreate, valuesOf(site), { toInput });
  const instances = useInstanceOptions();
  const countries = useCountryOptions();
  const currencies = useCurrencyOptions();
  const companies = useCompanyOptions();
  const name = form.getValues('name');
  const uniqueness = useUniquenessCheck('site', 'name', name, { exclude: site?.['@id'] });

  const save = useSaveSite(site?.id ?? null, {
    onSuccess: (saved) => {
      notifySuccess(
        t(isEdit ? 'SETTINGS.SITES.EDIT_SUCCESS' : 'SETTINGS.SITES.ADD_SUCCESS', { name: saved.name }),
      );
      onClose();
    },
    onError: (error) => {
      applyApiViolations(form, error, t, {
        messageOf: (violation) =>
          violation.propertyPath === 'name' ? t('SETTINGS.SITES.ERRORS.NAME_EXISTS') : undefined,
      });
      notifyError(t(isEdit ? 'SETTINGS.SITES.EDIT_ERROR' : 'SETTINGS.SITES.ADD_ERROR'));
    },
  });

  const isBlocked = isFormBlocked(form, save.isPending) || uniqueness.isTaken || uniqueness.isChecking;
  const required = (
    key:
      | 'NAME_REQUIRED'
      | 'INSTANCE_REQUIRED'
      | 'COUNTRY_REQUIRED'
      | 'CURRENCY_REQUIRED'
      | 'BILLING_ENTITY_REQUIRED',
  ) => ({ required: `SETTINGS.SITES.ERRORS.${key}` as const });
  const nameError = uniqueness.isTaken
    ? t('SETTINGS.SITES.ERRORS.NAME_EXISTS')
    : fieldErrorOf(form, t, 'name', required('NAME_REQUIRED'));

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
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('SETTINGS.SITES.NAME')}
            withAsterisk
            {...bindField(form, 'name')}
            error={nameError}
            rightSection={uniqueness.isChecking ? <Loader size={14} /> : null}
            data-testid="site-name"
            data-autofocus
          />
          <Select
            label={t('SETTINGS.SITES.INSTANCE')}
            withAsterisk
            data={instances.options}
            {...bindField(form, 'huttosoftInstance')}
            error={fieldErrorOf(form, t, 'huttosoftInstance', required('INSTANCE_REQUIRED'))}
            data-testid="site-instance"
            {...selectProps}
          />
          <TextInput
            label={t('SETTINGS.SITES.HUTTOSOFT_ID')}
            {...bindField(form, 'huttosoftId')}
            error={fieldErrorOf(form, t, 'huttosoftId')}
            data-testid="site-huttosoft-id"
          />
          <Select
            label={t('SETTINGS.SITES.COUNTRY')}
            withAsterisk
            data={countries.options}
            {...bindField(form, 'country')}
            error={fieldErrorOf(form, t, 'country', required('COUNTRY_REQUIRED'))}
            data-testid="site-country"
            {...selectProps}
          />
          <Select
            label={t('SETTINGS.SITES.CURRENCY')}
            withAsterisk
            data={currencies.options}
            {...bindField(form, 'currency')}
            error={fieldErrorOf(form, t, 'currency', required('CURRENCY_REQUIRED'))}
            data-testid="site-currency"
            {...selectProps}
          />
          <Select
            label={t('SETTINGS.SITES.BILLING_ENTITY')}
            withAsterisk
            data={companies.options}
            {...bindField(form, 'billingEntity')}
            error={fieldErrorOf(form, t, 'billingEntity', required('BILLING_ENTITY_REQUIRED'))}
            data-testid="site-billing-entity"
            {...selectProps}
          />
          <TextInput
            label={t('SETTINGS.SITES.CITY')}
            {...bindField(form, 'city')}
            error={fieldErrorOf(form, t, 'city')}
            data-testid="site-city"
          />
          <TextInput
            label={t('SETTINGS.SITES.SAGE_CODE')}
            {...bindField(form, 'sageCodeX3')}
            error={fieldErrorOf(form, t, 'sageCodeX3')}
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
