import { Button, Group, Text } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AnonymisedBadge } from '@/modules/privacy/components/anonymised-badge.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatPhone, orDash } from '../../customer-format.ts';
import { customerKindOf, customerPaths } from '../../customer-paths.ts';
import { CustomerPickerModal } from '../customer-picker/customer-picker-modal.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { IndividualCustomerModal } from '../modals/individual-customer-modal.tsx';
import { useDeleteCustomer } from '../modals/use-delete-customer.tsx';
import { actionsColumn, CustomerListGrid, emailColumn, placeColumns } from './customer-list-grid.tsx';
import type { PanelField } from './list-filters.ts';

const panelFields: readonly PanelField[] = [
  { filter: 'firstname', labelKey: 'CUSTOMERS.FIRSTNAME', testId: 'filter-firstname' },
  { filter: 'lastname', labelKey: 'CUSTOMERS.LASTNAME', testId: 'filter-lastname' },
  { filter: 'email.email', labelKey: 'CUSTOMERS.EMAIL', testId: 'filter-email' },
  { filter: 'phones.number', labelKey: 'CUSTOMERS.PHONES', testId: 'filter-phones' },
  { filter: 'address', labelKey: 'CUSTOMERS.ADDRESS', testId: 'filter-address' },
];

/** The individual customers list (spec §2): filters, grid, add, edit, delete, find or import. */
export function IndividualCustomersScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerRead | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  const deletion = useDeleteCustomer();

  const columns: GridColumn<CustomerRead>[] = [
    {
      id: 'firstname',
      headerKey: 'CUSTOMERS.FIRSTNAME',
      cell: (row) => orDash(row.name),
      filter: { kind: 'text' },
    },
    {
      id: 'lastname',
      headerKey: 'CUSTOMERS.LASTNAME',
      // An anonymised customer's name is a neutral value: the badge says it.
      cell: (row) => (row.anonymisedAt ? <AnonymisedBadge customer={row} /> : orDash(row.lastname)),
      filter: { kind: 'text' },
    },
    emailColumn,
    {
      id: 'phones.number',
      headerKey: 'CUSTOMERS.PHONE',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.phoneNumber ? formatPhone(row.phoneNumber.number) : '-'}
        </Text>
      ),
      filter: { kind: 'text' },
    },
    ...placeColumns(language),
    actionsColumn(setEditing, (row) => void deletion.request(row)),
  ];

  return (
    <CustomersLayout
      kind="individual"
      title={t('MENU.INDIVIDUAL_CUSTOMERS')}
      subtitle={t('CUSTOMERS.INDIVIDUALS_SUBTITLE')}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconSearch size={16} />}
            onClick={() => setIsPicking(true)}
            data-testid="customers-find"
          >
            {t('CUSTOMERS.FIND_OR_IMPORT')}
          </Button>
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setIsAdding(true)}
            data-testid="customers-add"
          >
            {t('CUSTOMERS.ADD_CUSTOMER')}
          </Button>
        </Group>
      }
    >
      <CustomerListGrid kind="individual" columns={columns} panelFields={panelFields} countryPosition={0} />
      {/* Creating ends as for a company: on the new customer's page (docs/decisions/customer-creation-end.md). */}
      <IndividualCustomerModal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        onSaved={(customer) => void navigate(customerPaths.details('individual', customer.id))}
      />
      <IndividualCustomerModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        customer={editing}
      />
      <CustomerPickerModal
        opened={isPicking}
        onClose={() => setIsPicking(false)}
        onSelect={(customer) => {
          setIsPicking(false);
          void navigate(customerPaths.details(customerKindOf(customer), customer.id));
        }}
      />
      {deletion.dialogs}
    </CustomersLayout>
  );
}
