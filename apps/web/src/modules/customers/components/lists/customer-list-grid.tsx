import type { CustomerRead } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import { customersRoutes } from '@velodesk/contract/routes/customers';
import { useNavigate } from 'react-router';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { countryLabel, orDash } from '../../customer-format.ts';
import { type CustomerKind, customerPaths } from '../../customer-paths.ts';
import { FiltersPanel } from './filters-panel.tsx';
import type { PanelField } from './list-filters.ts';
import { RowActions } from './row-actions.tsx';
import { useCustomerList } from './use-customer-list.ts';

/** The columns both customers lists show: e-mail, country, city, the row's actions. */
export const emailColumn: GridColumn<CustomerRead> = {
  id: 'email.email',
  headerKey: 'CUSTOMERS.EMAIL',
  cell: (row) => orDash(row.email?.email),
  filter: { kind: 'text' },
};

export const placeColumns = (language: string): GridColumn<CustomerRead>[] => [
  {
    id: 'country.name',
    headerKey: 'CUSTOMERS.COUNTRY',
    cell: (row) => countryLabel(row.country, language),
    filter: { kind: 'text' },
  },
  { id: 'city', headerKey: 'CUSTOMERS.CITY', cell: (row) => orDash(row.city), filter: { kind: 'text' } },
];

export const actionsColumn = (
  onEdit: (row: CustomerRead) => void,
  onDelete: (row: CustomerRead) => void,
): GridColumn<CustomerRead> => ({
  id: 'actions',
  headerKey: 'CUSTOMERS.ACTIONS',
  sortable: false,
  width: 90,
  align: 'right',
  cell: (row) => (
    <RowActions onEdit={row.anonymisedAt ? undefined : () => onEdit(row)} onDelete={() => onDelete(row)} />
  ),
});

const fixedQueries = {
  individual: { 'type.id': CustomerType.individual },
  company: { 'type.id': CustomerType.company },
} as const;

/**
 * A customers list (spec §2): the filter panel over the grid of the customers of one kind, whose
 * page, sort and filters live in the page URL; a click on a row opens the customer's details.
 */
export function CustomerListGrid({
  kind,
  columns,
  panelFields,
  countryPosition,
}: {
  kind: CustomerKind;
  columns: readonly GridColumn<CustomerRead>[];
  panelFields: readonly PanelField[];
  /** Where the country stands among the panel's fields. */
  countryPosition: number;
}) {
  const navigate = useNavigate();
  const list = useCustomerList(columns, panelFields);
  return (
    <>
      <FiltersPanel
        fields={panelFields}
        countryPosition={countryPosition}
        draft={list.draft}
        onDraft={list.setDraft}
        onValidate={list.validate}
      />
      <DataGrid
        route={customersRoutes['GET /customers']}
        queryKey={customerKeys.list({ screen: kind })}
        columns={columns}
        rowKey={(row) => row.id}
        fixedQuery={fixedQueries[kind]}
        state={list.grid}
        onStateChange={list.setGrid}
        extraFilters={list.shape.kinds}
        loadingKey="CUSTOMERS.LOAD_CUSTOMERS"
        emptyKey="CUSTOMERS.NO_CUSTOMERS"
        // The row actions stop their clicks: a delete (or an edit) never opens the details.
        onRowClick={(row) => void navigate(customerPaths.details(kind, row.id))}
        testId="customers-grid"
      />
    </>
  );
}
