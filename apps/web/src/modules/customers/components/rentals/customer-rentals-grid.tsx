import { Paper, Table, Tabs, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeader } from '../../../../ui/data-grid/column-header.tsx';
import classes from '../../../../ui/data-grid/data-grid.module.css';
import { GridPager } from '../../../../ui/data-grid/grid-pager.tsx';
import type { GridColumn, GridSort } from '../../../../ui/data-grid/grid-types.ts';
import { customerDefaultSort, customerRowHeight } from '../grid/customer-grid.tsx';
import { type RentalTab, rentalTabs } from './rentals-tabs.ts';

/** A rental row as the grid will show it once the rentals module answers GET /rentals. */
interface RentalRow {
  id: number;
}

const columns: GridColumn<RentalRow>[] = [
  { id: 'id', headerKey: 'CUSTOMERS.RENTAL_NUMBER', cell: (row) => row.id },
  { id: 'state.description', headerKey: 'CUSTOMERS.RENTAL_STATE', cell: () => '' },
  { id: 'customer.email.email', headerKey: 'CUSTOMERS.EMAIL', cell: () => '' },
  { id: 'site.name', headerKey: 'CUSTOMERS.SITE', cell: () => '' },
  { id: 'dutyFreeAmount', headerKey: 'CUSTOMERS.AMOUNT_HT', cell: () => '', align: 'right' },
  { id: 'allTaxesIncludedAmount', headerKey: 'CUSTOMERS.AMOUNT_TTC', cell: () => '', align: 'right' },
  { id: 'bail', headerKey: 'CUSTOMERS.BAIL', cell: () => '', align: 'right' },
  { id: 'amountPaid', headerKey: 'CUSTOMERS.AMOUNT_PAID', cell: () => '', align: 'right', sortable: false },
  { id: 'startDate', headerKey: 'CUSTOMERS.START_DATE', cell: () => '' },
  { id: 'endDate', headerKey: 'CUSTOMERS.END_DATE', cell: () => '' },
];

/**
 * The customer's rentals in two tabs (spec §2). Rentals do not exist in the product yet (there is
 * no GET /rentals), so each tab shows its empty state without calling the server.
 */
export function CustomerRentalsGrid() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RentalTab>('open');
  const [sort, setSort] = useState<GridSort>(customerDefaultSort);
  const rows: RentalRow[] = [];

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid="rentals-panel">
      <Tabs value={tab} onChange={(value) => value && setTab(value as RentalTab)} px="md" pt="xs">
        <Tabs.List>
          {rentalTabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} data-testid={`rentals-tab-${item.value}`}>
              {t(item.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div className={classes.tableWrap}>
        <Table
          verticalSpacing={0}
          horizontalSpacing="xs"
          className={classes.table}
          data-testid="rentals-grid"
        >
          <Table.Thead>
            <Table.Tr h={customerRowHeight}>
              {columns.map((column) => (
                <ColumnHeader
                  key={column.id}
                  column={column}
                  sort={sort}
                  filter={undefined}
                  onSort={setSort}
                  onFilter={() => {}}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" size="sm" py="lg" data-testid="rentals-empty">
                    <IconClipboardList size={18} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
                    {t('CUSTOMERS.NO_RENTALS')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </div>
      <GridPager page={1} itemsPerPage={10} total={rows.length} onPage={() => {}} />
    </Paper>
  );
}
