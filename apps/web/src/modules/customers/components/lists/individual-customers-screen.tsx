import { Button, Group, Text } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { type CustomerRead, customerRead } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GridColumn, GridFilters } from '../../../../ui/data-grid/grid-types.ts';
import { countryLabel, formatPhone, orDash } from '../../customer-format.ts';
import { customerKindOf, customerPaths } from '../../customer-paths.ts';
import { customerQueryKeys } from '../../hooks/customer-query-keys.ts';
import { CustomerPickerModal } from '../customer-picker/customer-picker-modal.tsx';
import { CustomerGrid } from '../grid/customer-grid.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { IndividualCustomerModal } from '../modals/individual-customer-modal.tsx';
import { useDeleteCustomer } from '../modals/use-delete-customer.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import {
  applyDraft,
  draftFromFilters,
  emptyDraft,
  type PanelDraft,
  type PanelField,
} from './list-filters.ts';
import { RowActions } from './row-actions.tsx';

const panelFields: readonly PanelField[] = [
  { filter: 'firstname', labelKey: 'CUSTOMERS.FIRSTNAME', testId: 'filter-firstname' },
  { filter: 'lastname', labelKey: 'CUSTOMERS.LASTNAME', testId: 'filter-lastname' },
  { filter: 'email.email', labelKey: 'CUSTOMERS.EMAIL', testId: 'filter-email' },
  { filter: 'phones.number', labelKey: 'CUSTOMERS.PHONES', testId: 'filter-phones' },
  { filter: 'address', labelKey: 'CUSTOMERS.ADDRESS', testId: 'filter-address' },
];

const fixedQuery = { 'type.id': CustomerType.individual } as const;

/** The individual customers list (spec §2): filters, grid, add, edit, delete, find or import. */
export function IndividualCustomersScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const [filters, setFilters] = useState<GridFilters>({});
  const [draft, setDraft] = useState<PanelDraft>(emptyDraft);
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
      cell: (row) => orDash(row.lastname),
      filter: { kind: 'text' },
    },
    {
      id: 'email.email',
      headerKey: 'CUSTOMERS.EMAIL',
      cell: (row) => orDash(row.email?.email),
      filter: { kind: 'text' },
    },
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
    {
      id: 'country.name',
      headerKey: 'CUSTOMERS.COUNTRY',
      cell: (row) => countryLabel(row.country, language),
      filter: { kind: 'text' },
    },
    { id: 'city', headerKey: 'CUSTOMERS.CITY', cell: (row) => orDash(row.city), filter: { kind: 'text' } },
    {
      id: 'actions',
      headerKey: 'CUSTOMERS.ACTIONS',
      sortable: false,
      width: 90,
      align: 'right',
      cell: (row) => (
        <RowActions onEdit={() => setEditing(row)} onDelete={() => void deletion.request(row)} />
      ),
    },
  ];

  const handleFilters = (next: GridFilters) => {
    setFilters(next);
    setDraft((current) => draftFromFilters(next, current, panelFields));
  };
  // The row actions stop their clicks: a delete (or an edit) never opens the details.
  const handleRowClick = (row: CustomerRead) => {
    void navigate(customerPaths.details('individual', row.id));
  };

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
      <FiltersPanel
        fields={panelFields}
        countryPosition={0}
        draft={draft}
        onDraft={setDraft}
        onValidate={() => setFilters(applyDraft(filters, draft, panelFields))}
        onClear={() => {
          setDraft(emptyDraft);
          setFilters({});
        }}
      />
      <CustomerGrid
        resource="/customers"
        schema={customerRead}
        queryKey={customerQueryKeys.list('individual')}
        columns={columns}
        rowKey={(row) => row.id}
        fixedQuery={fixedQuery}
        filters={filters}
        onFiltersChange={handleFilters}
        loadingKey="CUSTOMERS.LOAD_CUSTOMERS"
        emptyKey="CUSTOMERS.NO_CUSTOMERS"
        onRowClick={handleRowClick}
        testId="customers-grid"
      />
      <IndividualCustomerModal opened={isAdding} onClose={() => setIsAdding(false)} />
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
