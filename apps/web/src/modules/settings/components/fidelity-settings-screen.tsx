import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { SettingsDiscountRead } from '@velodesk/contract/api/pricing';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discountKeys } from '@/shared/data/keys/settings-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatDate, formatPercent } from '@/ui/format.ts';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { DiscountModal } from './discount-modal.tsx';

const levelColors = ['gray', 'teal', 'grape'] as const;

/** Loyalty discounts (back-office spec "Loyalty discounts"): the grid and the add/edit modal. */
export function FidelitySettingsScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [modal, setModal] = useState<{ discount: SettingsDiscountRead | null } | null>(null);

  const columns = useMemo(
    (): GridColumn<SettingsDiscountRead>[] => [
      { id: 'id', headerKey: 'SETTINGS.ID', cell: (row) => row.id, filter: { kind: 'number' }, width: 90 },
      {
        id: 'fidelity.level',
        headerKey: 'SETTINGS.FIDELITY.LEVEL',
        cell: (row) => (
          <Badge variant="light" color={levelColors[row.fidelity.level] ?? 'gray'} tt="none" fw={600}>
            {t('SETTINGS.FIDELITY.LEVEL_N', { level: row.fidelity.level })}
          </Badge>
        ),
        filter: {
          kind: 'list',
          options: [
            { value: '0', labelKey: 'SETTINGS.FIDELITY.LEVEL_0' },
            { value: '1', labelKey: 'SETTINGS.FIDELITY.LEVEL_1' },
            { value: '2', labelKey: 'SETTINGS.FIDELITY.LEVEL_2' },
          ],
        },
      },
      {
        id: 'percentage',
        headerKey: 'SETTINGS.FIDELITY.PERCENTAGE',
        cell: (row) => formatPercent(row.percentage, language),
        align: 'right',
      },
      {
        id: 'startDate',
        headerKey: 'SETTINGS.FIDELITY.START_DATE',
        cell: (row) => formatDate(row.startDate),
        filter: { kind: 'date' },
      },
      {
        id: 'endDate',
        headerKey: 'SETTINGS.FIDELITY.END_DATE',
        cell: (row) => formatDate(row.endDate),
        filter: { kind: 'date' },
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 90,
        cell: (row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('SETTINGS.EDIT')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setModal({ discount: row })}
                aria-label={t('SETTINGS.EDIT')}
                data-testid={`discount-edit-${row.id}`}
              >
                <IconPencil size={17} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, language],
  );

  return (
    <SettingsLayout
      title={t('MENU.FIDELITY_SETTINGS')}
      subtitle={t('SETTINGS.FIDELITY.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ discount: null })}
          data-testid="discount-add"
        >
          {t('SETTINGS.FIDELITY.ADD')}
        </Button>
      }
    >
      <DataGrid
        route={pricingRoutes['GET /settings_discounts']}
        queryKey={discountKeys.lists()}
        columns={columns}
        rowKey={(row) => row.id}
        testId="discounts-grid"
      />
      {modal ? <DiscountModal discount={modal.discount} onClose={() => setModal(null)} /> : null}
    </SettingsLayout>
  );
}
