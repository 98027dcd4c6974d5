import { Button, Text } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { type CustomerRead, customerRead } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GridColumn, GridFilters } from '../../../../ui/data-grid/grid-types.ts';
import { countryLabel, orDash, phonesText } from '../../customer-format.ts';
import { customerPaths } from '../../customer-paths.ts';
import { customerQueryKeys } from '../../hooks/customer-query-keys.ts';
import { CustomerGrid } from '../grid/customer-grid.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { CompanyCustomerModal } from '../modals/company-customer-modal.tsx';
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
  { filter: 'name', labelKey: 'CUSTOMERS.COMPANY_NAME', testId: 'filter-name' },
  { filter: 'email.email', labelKey: 'CUSTOMERS.EMAIL', testId: 'filter-email' },
  { filter: 'phones.number', labelKey: 'CUSTOMERS.PHONES', testId: 'filter-phones' },
  { filter: 'city', labelKey: 'CUSTOMERS.CITY', testId: 'filter-city' },
];

const fixedQuery = { 'type.id': CustomerType.company } as const;

/** The company customers list (spec §2): filters, grid, add, edit (details in edit mode), delete. */
export function CompanyCustomersScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const [filters, setFilters] = useState<GridFilters>({});
  const [draft, setDraft] = useState<PanelDraft>(emptyDraft);
  const [isAdding, setIsAdding] = useState(false);
  const deletion = useDeleteCustomer();

  const columns: GridColumn<CustomerRead>[] = [
    {
      id: 'name',
      headerKey: 'CUSTOMERS.COMPANY_NAME',
      cell: (row) => orDash(row.name),
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
      headerKey: 'CUSTOMERS.PHONES',
      cell: (row) => <Text size="sm">{phonesText(row.phones)}</Text>,
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
        <RowActions
          onEdit={() => void navigate(customerPaths.details('company', row.id), { state: { edit: true } })}
          onDelete={() => void deletion.request(row)}
        />
      ),
    },
  ];

  const handleFilters = (next: GridFilters) => {
    setFilters(next);
    setDraft((current) => draftFromFilters(next, current, panelFields));
  };
  // The row actions stop their clicks: a delete (or an edit) never opens the details.
  const handleRowClick = (row: CustomerRead) => {
    void navigate(customerPaths.details('company', row.id));
  };

  return (
    <CustomersLayout
      kind="company"
      title={t('MENU.COMPANY_CUSTOMERS')}
      subtitle={t('CUSTOMERS.COMPANIES_SUBTITLE')}
      actions={
        <Button
          leftSection={<IconBuildingPlus size={16} />}
          onClick={() => setIsAdding(true)}
          data-testid="customers-add"
        >
          {t('CUSTOMERS.ADD_CUSTOMER')}
        </Button>
      }
    >
      <FiltersPanel
        fields={panelFields}
        countryPosition={3}
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
        queryKey={customerQueryKeys.list('company')}
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
      <CompanyCustomerModal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        onSaved={(company) => void navigate(customerPaths.details('company', company.id))}
      />
      {deletion.dialogs}
    </CustomersLayout>
  );
}
