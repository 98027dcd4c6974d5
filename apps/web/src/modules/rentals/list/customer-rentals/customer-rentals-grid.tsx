import { Group, Stack, Tabs } from '@mantine/core';
import type { RentalListItem } from '@velodesk/contract/api/rentals';
import { rentalsRoutes } from '@velodesk/contract/routes/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orDash } from '@/modules/customers/customer-format.ts';
import { DepositStateBadge } from '@/modules/deposits/components/deposit-panel.tsx';
import { rentalKeys } from '@/shared/data/keys/rentals-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatMoney, formatRentalDateTime } from '@/ui/format.ts';
import { RentalLink } from '../components/rental-link.tsx';
import { RentalStateBadge } from '../components/rental-state-badge.tsx';
import { type RentalTab, rentalTabs } from './rentals-tabs.ts';

/**
 * The customer's rentals in two tabs (spec §2): new / in progress and done / cancelled, in the one
 * list grid, sorted by id descending, on every site the user sees (GET /rentals with `customer.id`).
 */
export function CustomerRentalsGrid({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [tab, setTab] = useState<RentalTab>('open');
  const states = rentalTabs.find((item) => item.value === tab)?.states ?? [];
  const money = (amount: number) => formatMoney(amount, language);

  const columns: GridColumn<RentalListItem>[] = [
    {
      id: 'id',
      headerKey: 'CUSTOMERS.RENTAL_NUMBER',
      width: 110,
      cell: (row) => <RentalLink id={row.id} />,
    },
    {
      id: 'state.id',
      headerKey: 'CUSTOMERS.RENTAL_STATE',
      cell: (row) => <RentalStateBadge state={row.state} testId={`rental-state-${row.id}`} />,
    },
    {
      id: 'customer.email',
      headerKey: 'CUSTOMERS.EMAIL',
      cell: (row) => orDash(row.customer.email),
      sortable: false,
    },
    { id: 'site.name', headerKey: 'CUSTOMERS.SITE', cell: (row) => row.site.name, sortable: false },
    {
      id: 'dutyFreeAmount',
      headerKey: 'CUSTOMERS.AMOUNT_HT',
      cell: (row) => money(row.dutyFreeAmount),
      align: 'right',
      sortable: false,
    },
    {
      id: 'allTaxesIncludedAmount',
      headerKey: 'CUSTOMERS.AMOUNT_TTC',
      cell: (row) => money(row.allTaxesIncludedAmount),
      align: 'right',
      sortable: false,
    },
    {
      id: 'amountBail',
      headerKey: 'DEPOSITS.COLUMNS.BAIL',
      cell: (row) =>
        row.bail && row.bail !== 'none' ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {money(row.amountBail ?? 0)}
            <DepositStateBadge state={row.bail} />
          </Group>
        ) : (
          '-'
        ),
      align: 'right',
      sortable: false,
    },
    {
      id: 'paidAmount',
      headerKey: 'DEPOSITS.COLUMNS.PAID',
      cell: (row) => money(row.paidAmount ?? 0),
      align: 'right',
      sortable: false,
    },
    {
      id: 'startDate',
      headerKey: 'CUSTOMERS.START_DATE',
      cell: (row) => formatRentalDateTime(row.startDate),
    },
    { id: 'endDate', headerKey: 'CUSTOMERS.END_DATE', cell: (row) => formatRentalDateTime(row.endDate) },
  ];

  return (
    <Stack gap={0} data-testid="rentals-panel">
      <Tabs value={tab} onChange={(value) => value && setTab(value as RentalTab)} mb="xs">
        <Tabs.List>
          {rentalTabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} data-testid={`rentals-tab-${item.value}`}>
              {t(item.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataGrid
        route={rentalsRoutes['GET /rentals']}
        queryKey={rentalKeys.list({ customer: customerId })}
        columns={columns}
        rowKey={(row) => row.id}
        fixedQuery={{ 'customer.id': customerId, 'state.id[]': states }}
        emptyKey="CUSTOMERS.NO_RENTALS"
        testId="rentals-grid"
      />
    </Stack>
  );
}
