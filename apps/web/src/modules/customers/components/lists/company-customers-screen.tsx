import { Button, Text } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AnonymisedBadge } from '@/modules/privacy/components/anonymised-badge.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { orDash, phonesText } from '../../customer-format.ts';
import { customerPaths } from '../../customer-paths.ts';
import { CustomersLayout } from '../layout/customers-layout.tsx';
import { CompanyCustomerModal } from '../modals/company-customer-modal.tsx';
import { useDeleteCustomer } from '../modals/use-delete-customer.tsx';
import { actionsColumn, CustomerListGrid, emailColumn, placeColumns } from './customer-list-grid.tsx';
import type { PanelField } from './list-filters.ts';

const panelFields: readonly PanelField[] = [
  { filter: 'name', labelKey: 'CUSTOMERS.COMPANY_NAME', testId: 'filter-name' },
  { filter: 'email.email', labelKey: 'CUSTOMERS.EMAIL', testId: 'filter-email' },
  { filter: 'phones.number', labelKey: 'CUSTOMERS.PHONES', testId: 'filter-phones' },
  { filter: 'city', labelKey: 'CUSTOMERS.CITY', testId: 'filter-city' },
];

/** The company customers list (spec §2): filters, grid, add, edit (details in edit mode), delete. */
export function CompanyCustomersScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const deletion = useDeleteCustomer();

  const columns: GridColumn<CustomerRead>[] = [
    {
      id: 'name',
      headerKey: 'CUSTOMERS.COMPANY_NAME',
      // An anonymised customer's name is a neutral value: the badge says it.
      cell: (row) => (row.anonymisedAt ? <AnonymisedBadge customer={row} /> : orDash(row.name)),
      filter: { kind: 'text' },
    },
    emailColumn,
    {
      id: 'phones.number',
      headerKey: 'CUSTOMERS.PHONES',
      cell: (row) => <Text size="sm">{phonesText(row.phones)}</Text>,
      filter: { kind: 'text' },
    },
    ...placeColumns(language),
    actionsColumn(
      (row) => void navigate(customerPaths.details('company', row.id), { state: { edit: true } }),
      (row) => void deletion.request(row),
    ),
  ];

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
      <CustomerListGrid kind="company" columns={columns} panelFields={panelFields} countryPosition={3} />
      <CompanyCustomerModal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        onSaved={(company) => void navigate(customerPaths.details('company', company.id))}
      />
      {deletion.dialogs}
    </CustomersLayout>
  );
}
