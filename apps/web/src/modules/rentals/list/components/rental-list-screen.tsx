import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { rentalsRoutes } from '@velodesk/contract/routes/rentals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rentalKeys } from '@/shared/data/keys/rentals-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { RentalFiltersPanel } from './rental-filters-panel.tsx';
import { useRentalListScreen } from './use-rental-list-screen.ts';

/**
 * The rental list (rentals spec "Rental list"): the rentals of the current site (never the failed
 * ones), newest first, filtered by the panel or the columns, each row with the actions its type,
 * state and the user's accesses allow. `stateId`: the fixed state of /rentals/{state}.
 */
export function RentalListScreen({ stateId = null }: { stateId?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { columns, list, actions, canAdd, stateName } = useRentalListScreen(stateId);

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
        route={rentalsRoutes['GET /rentals']}
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
