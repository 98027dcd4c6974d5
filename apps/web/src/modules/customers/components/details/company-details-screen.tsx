import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import {
  countryLabel,
  customerTypeLabel,
  formatPhone,
  languageLabel,
  orDash,
} from '../../customer-format.ts';
import { customerPaths } from '../../customer-paths.ts';
import { useCompanyForm } from '../../hooks/use-company-form.ts';
import { useCustomer } from '../../hooks/use-customer.ts';
import { useUpdateCompany } from '../../hooks/use-customer-actions.ts';
import { CommentsPanel } from '../comments/comments-panel.tsx';
import { ContactsTable } from '../contacts/contacts-table.tsx';
import { CompanyFields } from '../fields/company-fields.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { useDeleteCustomer } from '../modals/use-delete-customer.tsx';
import { CustomerPageState } from './customer-page-state.tsx';
import { type DetailItem, DetailList } from './detail-list.tsx';
import { FidelityBadge } from './fidelity-badge.tsx';
import { useEditMode } from './use-edit-mode.ts';

function CompanyRead({ company }: { company: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items: DetailItem[] = [
    { key: 'type', label: t('CUSTOMERS.TYPE'), value: customerTypeLabel(company, t) },
    {
      key: 'name',
      label: t('CUSTOMERS.COMPANY_NAME'),
      value: (
        <Group gap="xs">
          {orDash(company.name)}
          <FidelityBadge level={company.fidelity.level} />
        </Group>
      ),
    },
    { key: 'email', label: t('CUSTOMERS.EMAIL'), value: orDash(company.email?.email) },
    { key: 'country', label: t('CUSTOMERS.COUNTRY'), value: countryLabel(company.country, language) },
    { key: 'city', label: t('CUSTOMERS.CITY'), value: orDash(company.city) },
    { key: 'address', label: t('CUSTOMERS.ADDRESS'), value: orDash(company.address) },
    { key: 'complement', label: t('CUSTOMERS.COMPLEMENT'), value: orDash(company.complement) },
    {
      key: 'trade-register',
      label: t('CUSTOMERS.TRADE_REGISTER'),
      value: orDash(company.tradeCompanyRegister),
    },
    { key: 'vat-number', label: t('CUSTOMERS.VAT_NUMBER'), value: orDash(company.tvaIntracom) },
    { key: 'language', label: t('CUSTOMERS.LANGUAGE'), value: languageLabel(company.language, language) },
    {
      key: 'phones',
      label: t('CUSTOMERS.PHONES'),
      wide: true,
      value:
        company.phones.length === 0 ? (
          '-'
        ) : (
          <Group gap="xs">
            {company.phones.map((phone) => (
              <Badge key={phone.id} variant="default" size="lg" radius="sm" tt="none" fw={500}>
                {formatPhone(phone.number)}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
  return <DetailList items={items} />;
}

function CompanyEdit({ company, onDone }: { company: CustomerDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const state = useCompanyForm({ customer: company });
  const update = useUpdateCompany(company.id);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    state.form.markSubmitted();
    if (state.isBlocked || update.isPending) return;
    update.mutate(state.form.values, { onSuccess: onDone });
  };
  return (
    <form onSubmit={handleSubmit} noValidate data-testid="details-edit-form">
      <CompanyFields
        form={state.form}
        errors={state.errors}
        emailCheck={state.emailCheck}
        phoneChecks={state.phoneChecks}
        duplicateRows={state.duplicateRows}
        showCanvassing={company.huttosoft === null}
        testPrefix="details"
      />
      <Group justify="flex-end" gap="sm" mt="xl">
        <Button variant="default" onClick={onDone} disabled={update.isPending} data-testid="details-cancel">
          {t('CANCEL')}
        </Button>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={state.isBlocked}
          loading={update.isPending}
          data-testid="details-save"
        >
          {t('CUSTOMERS.SAVE')}
        </Button>
      </Group>
    </form>
  );
}

/** A company's details (spec §2): the company, its phones, comments and contacts. */
export function CompanyDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCustomer(id);
  const { isEditing, startEditing, stopEditing } = useEditMode();
  const deletion = useDeleteCustomer(() => void navigate(customerPaths.list('company')));
  const company = query.data;
  if (company && company.type.id !== CustomerType.company) {
    return <Navigate to={customerPaths.details('individual', id)} replace />;
  }

  return (
    <CustomersLayout
      kind="company"
      customerId={id}
      title={company ? orDash(company.name) : t('PAGES.COMPANY_DETAILS')}
      crumb={t('PAGES.COMPANY_DETAILS')}
      actions={
        company && !isEditing ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              onClick={() => void deletion.request(company)}
              loading={deletion.isLooking}
              data-testid="details-delete"
            >
              {t('CUSTOMERS.DELETE')}
            </Button>
            <Button leftSection={<IconPencil size={16} />} onClick={startEditing} data-testid="details-edit">
              {t('CUSTOMERS.EDIT')}
            </Button>
          </Group>
        ) : null
      }
    >
      {company ? (
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder radius="md" p="lg" data-testid="customer-details">
                <Stack gap="md">
                  <Group justify="space-between">
                    <Title order={4} fw={600}>
                      {isEditing ? t('CUSTOMERS.EDIT_COMPANY') : t('CUSTOMERS.INFORMATION')}
                    </Title>
                    {isEditing ? (
                      <Text size="xs" c="dimmed">
                        {t('CUSTOMERS.PHONES_HINT')}
                      </Text>
                    ) : null}
                  </Group>
                  {isEditing ? (
                    <CompanyEdit company={company} onDone={stopEditing} />
                  ) : (
                    <CompanyRead company={company} />
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <CommentsPanel
                comments={company.comments}
                customerIri={company['@id']}
                customerId={company.id}
              />
            </Grid.Col>
          </Grid>
          <ContactsTable company={company} />
        </Stack>
      ) : (
        <CustomerPageState isLoading={query.isPending && query.fetchStatus !== 'idle'} error={query.error} />
      )}
      {deletion.dialogs}
    </CustomersLayout>
  );
}
