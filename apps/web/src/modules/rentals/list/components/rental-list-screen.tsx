import { Badge, Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { type RentalListItem, rentalListItem } from '@velodesk/contract/api/rentals';
import { hasFeature } from '@velodesk/contract/permissions';
import { rentalActions } from '@velodesk/contract/rental-actions';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { rentalKeys } from '@/shared/data/keys/rentals-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatRentalDateTime } from '@/ui/format.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { useRentalActions } from '../hooks/use-rental-actions.tsx';
import { useRentalList } from '../hooks/use-rental-list.ts';
import { factsOfRental } from '../rental-facts.ts';
import { rentalStateOptions } from '../rental-filters.ts';
import { rentalCustomerName } from '../rental-format.ts';
import { rentalTypeLabel } from '../rental-labels.ts';
import { RentalFiltersPanel } from './rental-filters-panel.tsx';
import { RentalLink } from './rental-link.tsx';
import { RentalRowActions } from './rental-row-actions.tsx';
import { RentalStateBadge } from './rental-state-badge.tsx';

/**
 * The rental list (rentals spec "Rental list"): the rentals of the current site (never the failed
 * ones), newest first, filtered by the panel or the columns, each row with the actions its type,
 * state and the user's accesses allow. `stateId`: the fixed state of /rentals/{state}.
 */
export function RentalListScreen({ stateId = null }: { stateId?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useGrants();
  const actions = useRentalActions();
  const today = useSiteToday();
  const canAdd = grants !== null && hasFeature(grants, 'rental_contract');

  const columns: GridColumn<RentalListItem>[] = [
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
          actions={grants ? rentalActions(factsOfRental(row), grants, today) : []}
          onAction={(action) => actions.request(action, { id: row.id, rentalTypeId: row.rentalType.id })}
          rental={{
            id: row.id,
            rentalTypeId: row.rentalType.id,
            stateId: row.state.id,
            invoicingDisabled: row.invoicingDisabled,
            siteId: row.site.id,
          }}
        />
      ),
    },
  ];
  const list = useRentalList(columns, stateId);
  const stateName = stateId ? rentalStateOptions.find((option) => option.value === stateId) : undefined;

  return (
    <>
      <PageHeader
        title={
          stateName ? t('RENTAL_LIST.TITLE_BY_STATE', { state: t(stateName.labelKey) }) : t('MENU.RENTALS')
        }
        subtitle={t('RENTAL_LIST.SUBTITLE')}
        actions={
          canAdd ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void navigate('/rental/contract?edit=false')}
              data-testid="rental-add"
            >
              {t('RENTAL_LIST.ADD_RENTAL')}
            </Button>
          ) : null
        }
      />
      <RentalFiltersPanel
        draft={list.draft}
        onDraft={list.setDraft}
        onValidate={list.validate}
        onClear={list.clear}
        stateLocked={stateId !== null}
      />
      <DataGrid
        resource="/rentals"
        schema={rentalListItem}
        queryKey={rentalKeys.list({ screen: 'rental-list' })}
        columns={columns}
        rowKey={(row) => row.id}
        fixedQuery={stateId ? { 'state.id[]': [stateId] } : undefined}
        state={list.grid}
        onStateChange={list.setGrid}
        extraFilters={list.shape.kinds}
        loadingKey="RENTAL_LIST.LOADING"
        emptyKey="RENTAL_LIST.EMPTY"
        testId="rentals-grid"
      />
      {actions.dialogs}
    </>
  );
}
