import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { TaxRead } from '@velodesk/contract/api/pricing';
import { hasFeature } from '@velodesk/contract/permissions';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taxKeys } from '@/shared/data/keys/settings-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { countryName } from '@/ui/country-name.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { TaxModal } from './tax-modal.tsx';
import { TaxRulesPanel } from './tax-rules-panel.tsx';

/**
 * Taxes (back-office spec "Taxes", issue 9): settings > taxes. First the tax rules and their rates
 * per country from a date (the rates every price uses), then the taxes grid (id, description,
 * country) and the tax modal. The screen needs application settings, like the other settings.
 */
export function TaxesScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const grants = useGrants();
  const canEdit = grants !== null && hasFeature(grants, 'settings_application');
  const [modal, setModal] = useState<{ tax: TaxRead | null } | null>(null);

  const columns = useMemo(
    (): GridColumn<TaxRead>[] => [
      { id: 'id', headerKey: 'SETTINGS.ID', cell: (tax) => tax.id, filter: { kind: 'number' }, width: 90 },
      {
        id: 'description',
        headerKey: 'SETTINGS.TAXES.DESCRIPTION',
        cell: (tax) => tax.description,
        filter: { kind: 'text' },
      },
      {
        id: 'country.name',
        headerKey: 'SETTINGS.TAXES.COUNTRY',
        cell: (tax) => countryName(tax.country, language),
        filter: { kind: 'text' },
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 90,
        cell: (tax) =>
          canEdit ? (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('SETTINGS.EDIT')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setModal({ tax })}
                  aria-label={t('SETTINGS.EDIT')}
                  data-testid={`tax-edit-${tax.id}`}
                >
                  <IconPencil size={17} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : null,
      },
    ],
    [t, language, canEdit],
  );

  return (
    <SettingsLayout title={t('MENU.TAXES')} subtitle={t('SETTINGS.TAXES.SUBTITLE')}>
      <Stack gap="xl">
        <TaxRulesPanel canEdit={canEdit} />
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={3} size="h4">
                {t('SETTINGS.TAXES.TITLE')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('SETTINGS.TAXES.LIST_SUBTITLE')}
              </Text>
            </div>
            {canEdit ? (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setModal({ tax: null })}
                data-testid="tax-add"
              >
                {t('SETTINGS.TAXES.ADD')}
              </Button>
            ) : null}
          </Group>
          <DataGrid
            route={pricingRoutes['GET /taxes']}
            queryKey={taxKeys.lists()}
            columns={columns}
            rowKey={(tax) => tax.id}
            testId="taxes-grid"
          />
        </Stack>
      </Stack>
      {modal ? <TaxModal tax={modal.tax} onClose={() => setModal(null)} /> : null}
    </SettingsLayout>
  );
}
