import { Group, SegmentedControl, Stack } from '@mantine/core';
import type { CustomerDetail, CustomerRead } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import { customersRoutes } from '@velodesk/contract/routes/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { countryLabel, customerDisplayName, orDash } from '../../customer-format.ts';
import type { CustomerKind } from '../../customer-paths.ts';
import { CompanyCreateForm } from '../modals/company-customer-modal.tsx';
import { IndividualForm } from '../modals/individual-customer-modal.tsx';
import { type OwnSearch, OwnSearchForm } from './own-search-form.tsx';

type Mode = 'search' | 'add';

/**
 * The product's own base in the customer modal: individual or company, search or add. A result
 * clicked, or a customer just created, is selected.
 */
export function OwnDatabasePanel({
  onSelect,
}: {
  onSelect: (customer: CustomerRead | CustomerDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [kind, setKind] = useState<CustomerKind>('individual');
  const [mode, setMode] = useState<Mode>('search');
  const [search, setSearch] = useState<OwnSearch | null>(null);

  const columns: GridColumn<CustomerRead>[] = [
    {
      id: kind === 'company' ? 'name' : 'lastname',
      headerKey: 'CUSTOMERS.NAME',
      cell: (row) => customerDisplayName(row),
    },
    { id: 'email.email', headerKey: 'CUSTOMERS.EMAIL', cell: (row) => orDash(row.email?.email) },
    {
      id: 'country.name',
      headerKey: 'CUSTOMERS.COUNTRY',
      cell: (row) => countryLabel(row.country, language),
    },
    { id: 'city', headerKey: 'CUSTOMERS.CITY', cell: (row) => orDash(row.city) },
  ];
  const fixedQuery = {
    'type.id': kind === 'company' ? CustomerType.company : CustomerType.individual,
    ...search,
  };

  return (
    <Stack gap="md" data-testid="own-panel">
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as CustomerKind);
            setSearch(null);
          }}
          data={[
            { value: 'individual', label: t('CUSTOMERS.TYPE_INDIVIDUAL') },
            { value: 'company', label: t('CUSTOMERS.TYPE_COMPANY') },
          ]}
          data-testid="own-kind"
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'search', label: t('CUSTOMERS.SEARCH') },
            { value: 'add', label: t('CUSTOMERS.CREATE') },
          ]}
          data-testid="own-mode"
        />
      </Group>
      {mode === 'search' ? (
        <>
          <OwnSearchForm key={kind} kind={kind} onSearch={setSearch} />
          {search ? (
            <DataGrid
              route={customersRoutes['GET /customers']}
              queryKey={customerKeys.list({ screen: 'picker' })}
              columns={columns}
              rowKey={(row) => row.id}
              fixedQuery={fixedQuery}
              stateIn="local"
              defaultItemsPerPage={10}
              loadingKey="CUSTOMERS.LOAD_CUSTOMERS"
              emptyKey="CUSTOMERS.NO_CUSTOMERS"
              onRowClick={onSelect}
              testId="own-results"
            />
          ) : null}
        </>
      ) : kind === 'company' ? (
        <CompanyCreateForm onCancel={() => setMode('search')} onSaved={onSelect} />
      ) : (
        <IndividualForm requireFirstname onCancel={() => setMode('search')} onSaved={onSelect} />
      )}
    </Stack>
  );
}
