import { Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { useTranslation } from 'react-i18next';
import { pricingKeys } from '@/shared/data/keys/pricing-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { settingsGroupIds } from '@/ui/settings-sidebar/settings-sidebar-groups.ts';
import { PricingFiltersPanel } from './pricing-filters-panel.tsx';
import { PricingModal } from './pricing-modal.tsx';
import { usePricings } from './use-pricings.ts';

/**
 * Pricings (back-office spec "Pricings"): the company and declination filters (Validate, Delete
 * filter), the grid with edit and delete, and the pricing modal. Adding needs a company and a
 * declination chosen in the filters.
 */
export function PricingsScreen() {
  const { t } = useTranslation();
  const screen = usePricings();
  const { draft, modal, deleting, remove } = screen;
  return (
    <SettingsLayout
      title={t('MENU.PRICINGS')}
      subtitle={t('PRICINGS.SUBTITLE')}
      sidebar={{ groupIds: [settingsGroupIds.rental] }}
      actions={
        <Tooltip label={t('PRICINGS.ADD_HINT')} disabled={Boolean(draft.company && draft.declination)}>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={screen.openAdd}
            disabled={!draft.company || !draft.declination}
            data-testid="pricing-add"
          >
            {t('PRICINGS.ADD')}
          </Button>
        </Tooltip>
      }
    >
      <PricingFiltersPanel screen={screen} />
      <DataGrid
        route={pricingRoutes['GET /pricings']}
        queryKey={pricingKeys.lists()}
        columns={screen.columns}
        rowKey={(row) => row.id}
        fixedQuery={screen.fixedQuery}
        testId="pricings-grid"
      />
      {modal ? (
        <PricingModal owner={modal.owner} pricing={modal.pricing} onClose={screen.closeModal} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('PRICINGS.DELETE_TITLE')}
        message={deleting ? t('PRICINGS.DELETE_CONFIRM', { id: deleting.id }) : ''}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => screen.setDeleting(null)}
        isLoading={remove.isPending}
      />
    </SettingsLayout>
  );
}
