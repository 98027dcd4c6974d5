import { Badge, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import {
  civilityLabel,
  countryLabel,
  customerDisplayName,
  customerTypeLabel,
  formatDay,
  formatPhone,
  languageLabel,
  orDash,
} from '../../customer-format.ts';
import { customerPaths } from '../../customer-paths.ts';
import { useCustomer } from '../../hooks/use-customer.ts';
import { useUpdateIndividual } from '../../hooks/use-customer-actions.ts';
import { useIndividualForm } from '../../hooks/use-individual-form.ts';
import { CommentsPanel } from '../comments/comments-panel.tsx';
import { IndividualFields } from '../fields/individual-fields.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { useDeleteCustomer } from '../modals/use-delete-customer.tsx';
import { CustomerPageState } from './customer-page-state.tsx';
import { type DetailItem, DetailList } from './detail-list.tsx';
import { FidelityBadge } from './fidelity-badge.tsx';
import { useEditMode } from './use-edit-mode.ts';

function IndividualRead({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items: DetailItem[] = [
    { key: 'type', label: t('CUSTOMERS.TYPE'), value: customerTypeLabel(customer, t) },
    { key: 'civility', label: t('CUSTOMERS.CIVILITY'), value: civilityLabel(customer.civility, t) },
    { key: 'firstname', label: t('CUSTOMERS.FIRSTNAME'), value: orDash(customer.name) },
    {
      key: 'lastname',
      label: t('CUSTOMERS.LASTNAME'),
      value: (
        <Group gap="xs">
          {orDash(customer.lastname)}
          <FidelityBadge level={customer.fidelity.level} />
        </Group>
      ),
    },
    { key: 'email', label: t('CUSTOMERS.EMAIL'), value: orDash(customer.email?.email) },
    {
      key: 'phone',
      label: t('CUSTOMERS.PHONE'),
      value: customer.phoneNumber ? formatPhone(customer.phoneNumber.number) : '-',
    },
    { key: 'country', label: t('CUSTOMERS.COUNTRY'), value: countryLabel(customer.country, language) },
    { key: 'city', label: t('CUSTOMERS.CITY'), value: orDash(customer.city) },
    { key: 'address', label: t('CUSTOMERS.ADDRESS'), value: orDash(customer.address) },
    { key: 'complement', label: t('CUSTOMERS.COMPLEMENT'), value: orDash(customer.complement) },
    { key: 'birth-date', label: t('CUSTOMERS.BIRTH_DATE'), value: formatDay(customer.birthDate) },
    { key: 'identity-number', label: t('CUSTOMERS.IDENTITY_NUMBER'), value: orDash(customer.identityNumber) },
    { key: 'language', label: t('CUSTOMERS.LANGUAGE'), value: languageLabel(customer.language, language) },
  ];
  if (customer.huttosoft === null) {
    items.push({
      key: 'canvassing',
      label: t('CUSTOMERS.CANVASSING'),
      value: customer.canvassing ? t('CUSTOMERS.YES') : t('CUSTOMERS.NO'),
    });
  } else {
    items.push({
      key: 'stay-client',
      label: t('CUSTOMERS.STAY_CLIENT'),
      value: (
        <Badge variant="light" color="blue">
          {customer.huttosoftCode ?? customer.huttosoft}
        </Badge>
      ),
    });
  }
  return <DetailList items={items} />;
}

function IndividualEdit({ customer, onDone }: { customer: CustomerDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const state = useIndividualForm({ customer, requireFirstname: true });
  const update = useUpdateIndividual(customer.id);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    state.form.markSubmitted();
    if (state.isBlocked || update.isPending) return;
    update.mutate(state.form.values, { onSuccess: onDone });
  };
  return (
    <form onSubmit={handleSubmit} noValidate data-testid="details-edit-form">
      <IndividualFields
        form={state.form}
        errors={state.errors}
        emailCheck={state.emailCheck}
        phoneCheck={state.phoneCheck}
        requireFirstname
        showCanvassing={customer.huttosoft === null}
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

/** An individual customer's details (spec §2), read-only or in edit mode, with its comments. */
export function IndividualDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCustomer(id);
  const { isEditing, startEditing, stopEditing } = useEditMode();
  const deletion = useDeleteCustomer(() => void navigate(customerPaths.list('individual')));
  const customer = query.data;
  if (customer && customer.type.id !== CustomerType.individual)
    return <Navigate to={customerPaths.details('company', id)} replace />;

  return (
    <CustomersLayout
      kind="individual"
      customerId={id}
      title={customer ? customerDisplayName(customer) : t('PAGES.CUSTOMER_DETAILS')}
      crumb={t('PAGES.CUSTOMER_DETAILS')}
      actions={
        customer && !isEditing ? (
          <Group gap="sm">
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void deletion.request(customer)}
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
      {customer ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="md" p="lg" data-testid="customer-details">
              <Stack gap="md">
                <Title order={4} fw={600}>
                  {isEditing ? t('CUSTOMERS.EDIT_INDIVIDUAL') : t('CUSTOMERS.INFORMATION')}
                </Title>
                {isEditing ? (
                  <IndividualEdit customer={customer} onDone={stopEditing} />
                ) : (
                  <IndividualRead customer={customer} />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <CommentsPanel
              comments={customer.comments}
              customerIri={customer['@id']}
              customerId={customer.id}
            />
          </Grid.Col>
        </Grid>
      ) : (
        <CustomerPageState isLoading={query.isPending && query.fetchStatus !== 'idle'} error={query.error} />
      )}
      {deletion.dialogs}
    </CustomersLayout>
  );
}
