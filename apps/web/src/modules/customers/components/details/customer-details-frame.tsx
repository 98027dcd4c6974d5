import { Alert, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconShieldOff, IconTrash } from '@tabler/icons-react';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AnonymisedBadge } from '@/modules/privacy/components/anonymised-badge.tsx';
import { CustomerDataActions } from '@/modules/privacy/components/customer-data-actions.tsx';
import { formatDateTime } from '@/ui/format.ts';
import { customerDisplayName } from '../../customer-format.ts';
import { type CustomerKind, customerPaths } from '../../customer-paths.ts';
import { useCustomer } from '../../hooks/use-customer.ts';
import { CommentsPanel } from '../comments/comments-panel.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { type SubmitMutation, type SubmitState, submitForm } from '../modals/submit-form.ts';
import { useDeleteCustomer } from '../modals/use-delete-customer.tsx';
import { CustomerPageState } from './customer-page-state.tsx';
import { useEditMode } from './use-edit-mode.ts';

/** The edit form of a details screen: its fields, then cancel and save; a save closes it. */
export function DetailsEditForm<TValues, TData>({
  state,
  mutation,
  onDone,
  children,
}: {
  state: SubmitState<TValues>;
  mutation: SubmitMutation<TValues, TData>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submitForm(state, mutation, onDone)} noValidate data-testid="details-edit-form">
      {children}
      <Group justify="flex-end" gap="sm" mt="xl">
        <Button variant="default" onClick={onDone} disabled={mutation.isPending} data-testid="details-cancel">
          {t('CANCEL')}
        </Button>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={state.isBlocked}
          loading={mutation.isPending}
          data-testid="details-save"
        >
          {t('CUSTOMERS.SAVE')}
        </Button>
      </Group>
    </form>
  );
}

/** A customer's card (two thirds of the width) beside the customer's comments. */
export function CustomerCard({
  customer,
  testId,
  heading,
  children,
}: {
  customer: CustomerDetail;
  testId: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Paper withBorder radius="md" p="lg" data-testid={testId}>
          <Stack gap="md">
            {heading}
            {children}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <CommentsPanel comments={customer.comments} customerIri={customer['@id']} customerId={customer.id} />
      </Grid.Col>
    </Grid>
  );
}

export interface CustomerDetailsFrameProps {
  kind: CustomerKind;
  id: number;
  /** The page title once the customer is loaded. */
  title: (customer: CustomerDetail) => string;
  /** The page title while it loads, and the breadcrumb. */
  crumb: string;
  /** The heading of the edit form. */
  editHeading: string;
  /** What stands right of the heading in edit mode. */
  editHint?: ReactNode;
  read: (customer: CustomerDetail) => ReactNode;
  edit: (customer: CustomerDetail, onDone: () => void) => ReactNode;
  /** What stands under the details and the comments (a company's contacts). */
  below?: (customer: CustomerDetail) => ReactNode;
}

/**
 * A customer's details screen (spec §2 and §4): the customer read-only or in edit mode, its
 * comments, delete and edit; a customer of the other kind is shown on its own screen.
 */
export function CustomerDetailsFrame({
  kind,
  id,
  title,
  crumb,
  editHeading,
  editHint = null,
  read,
  edit,
  below,
}: CustomerDetailsFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCustomer(id);
  const { isEditing, startEditing, stopEditing } = useEditMode();
  const deletion = useDeleteCustomer(() => void navigate(customerPaths.list(kind)));
  const customer = query.data;
  const expected = kind === 'company' ? CustomerType.company : CustomerType.individual;
  if (customer && customer.type.id !== expected) {
    return <Navigate to={customerPaths.details(kind === 'company' ? 'individual' : 'company', id)} replace />;
  }

  return (
    <CustomersLayout
      kind={kind}
      customerId={id}
      title={
        customer
          ? // An anonymised customer's names are neutral values: the page says so in the user's language.
            customer.anonymisedAt
            ? `${t('PRIVACY.ANONYMISED')} #${customer.id}`
            : title(customer)
          : crumb
      }
      crumb={crumb}
      actions={
        customer && !isEditing ? (
          <Group gap="sm">
            <CustomerDataActions
              customer={{
                id: customer.id,
                name: customerDisplayName(customer),
                anonymisedAt: customer.anonymisedAt,
              }}
            />
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              onClick={() => void deletion.request(customer)}
              loading={deletion.isLooking}
              data-testid="details-delete"
            >
              {t('CUSTOMERS.DELETE')}
            </Button>
            {/* An anonymised customer is not filled in again (issue 26). */}
            {customer.anonymisedAt ? null : (
              <Button
                leftSection={<IconPencil size={16} />}
                onClick={startEditing}
                data-testid="details-edit"
              >
                {t('CUSTOMERS.EDIT')}
              </Button>
            )}
          </Group>
        ) : null
      }
    >
      {customer ? (
        <Stack gap="lg">
          {customer.anonymisedAt ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconShieldOff size={18} />}
              data-testid="customer-anonymised-notice"
            >
              {t('PRIVACY.ANONYMISED_ON', { date: formatDateTime(customer.anonymisedAt) })}
            </Alert>
          ) : null}
          <CustomerCard
            customer={customer}
            testId="customer-details"
            heading={
              <Group justify="space-between">
                <Group gap="sm">
                  <Title order={4} fw={600}>
                    {isEditing ? editHeading : t('CUSTOMERS.INFORMATION')}
                  </Title>
                  <AnonymisedBadge customer={customer} />
                </Group>
                {isEditing ? editHint : null}
              </Group>
            }
          >
            {isEditing ? edit(customer, stopEditing) : read(customer)}
          </CustomerCard>
          {below?.(customer)}
        </Stack>
      ) : (
        <CustomerPageState isLoading={query.isPending && query.fetchStatus !== 'idle'} error={query.error} />
      )}
      {deletion.dialogs}
    </CustomersLayout>
  );
}
