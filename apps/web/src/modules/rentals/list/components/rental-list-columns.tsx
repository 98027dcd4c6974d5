import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { RentalListItem } from '@velodesk/contract/api/rentals';
import type { RentalAction } from '@velodesk/contract/rental-actions';
import type { TFunction } from 'i18next';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatRentalDateTime } from '@/ui/format.ts';
import { documentFactsOfRental } from '../rental-facts.ts';
import { rentalCustomerName } from '../rental-format.ts';
import { rentalTypeLabel } from '../rental-labels.ts';
import { RentalLink } from './rental-link.tsx';
import { RentalRowActions } from './rental-row-actions.tsx';
import { RentalStateBadge } from './rental-state-badge.tsx';

/** What the columns' cells read and do: the actions a row allows, and asking for one. */
export interface RentalListColumnsContext {
  t: TFunction;
  actionsOf: (row: RentalListItem) => readonly RentalAction[];
  request: (action: RentalAction, row: RentalListItem) => void;
}

/**
 * The rental list's columns (rentals spec "Rental list"): id, type, state with the "unpaid" badge,
 * period, customer, FDS, number of products, and the row's actions.
 */
export const rentalListColumns = ({
  t,
  actionsOf,
  request,
}: RentalListColumnsContext): GridColumn<RentalListItem>[] => [
  {
    id: 'id',
    headerKey: 'RENTAL_LIST.ID',
    width: 90,
    filter: { kind: 'number' },
    cell: (row) => <RentalLink id={row.id} />,
  },
  {
    id: 'rentalType.id',
    headerKey: 'RENTAL_LIST.RENTAL_TYPE',
    width: 160,
    cell: (row) => rentalTypeLabel(row.rentalType, t),
  },
  {
    id: 'state.id',
    headerKey: 'RENTAL_LIST.STATE',
    // Room for the state and the "unpaid" badge side by side.
    width: 215,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        <RentalStateBadge state={row.state} testId={`rental-state-${row.id}`} />
        {row.unpaid ? (
          <Badge color="orange" variant="filled" size="sm" data-testid={`rental-unpaid-${row.id}`}>
            {t('RENTAL_LIST.UNPAID')}
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'startDate',
    headerKey: 'RENTAL_LIST.START',
    width: 150,
    cell: (row) => formatRentalDateTime(row.startDate),
  },
  {
    id: 'endDate',
    headerKey: 'RENTAL_LIST.END',
    width: 150,
    cell: (row) => formatRentalDateTime(row.endDate),
  },
  {
    id: 'customer',
    headerKey: 'RENTAL_LIST.CUSTOMER',
    sortable: false,
    cell: (row) => rentalCustomerName(row.customer),
  },
  {
    id: 'fds',
    headerKey: 'RENTAL_LIST.FDS',
    sortable: false,
    width: 140,
    align: 'center',
    cell: (row) =>
      row.fds ? (
        <ThemeIcon
          size="sm"
          variant="light"
          color="green"
          aria-label={t('RENTAL_LIST.FDS_YES')}
          data-testid={`rental-fds-${row.id}`}
        >
          <IconCheck size={14} />
        </ThemeIcon>
      ) : (
        <Text size="sm" c="dimmed">
          -
        </Text>
      ),
  },
  {
    id: 'rentalProductsNumber',
    headerKey: 'RENTAL_LIST.PRODUCT_COUNT',
    sortable: false,
    width: 110,
    align: 'right',
    cell: (row) => row.rentalProductsNumber,
  },
  {
    id: 'actions',
    headerKey: 'RENTAL_LIST.ACTIONS',
    sortable: false,
    width: 220,
    align: 'right',
    cell: (row) => (
      <RentalRowActions
        actions={actionsOf(row)}
        onAction={(action) => request(action, row)}
        rental={documentFactsOfRental(row)}
      />
    ),
  },
];
