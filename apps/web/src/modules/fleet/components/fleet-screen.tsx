import { Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconBike, IconCategory } from '@tabler/icons-react';
import { catalogueRoutes } from '@velodesk/contract/routes/catalogue';
import { useTranslation } from 'react-i18next';
import { productKeys } from '@/shared/data/keys/fleet-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { FleetActions } from './fleet-actions.tsx';
import { FleetDialogs } from './fleet-dialogs.tsx';
import { FleetToolbar } from './fleet-toolbar.tsx';
import { ModelsPanel } from './models-panel.tsx';
import { type FleetTab, useFleet } from './use-fleet.ts';

/**
 * The fleet (issue 3, under the settings menu): products of a site (the user's current site by
 * default) with filters on internal and serial number, status and model; add and edit, change the
 * status with a comment, the status history, the barcode label, and the CSV import. A second tab
 * manages the ranges and their models (declinations) the products are made of.
 */
export function FleetScreen() {
  const { t } = useTranslation();
  const fleet = useFleet();
  return (
    <SettingsLayout
      title={t('MENU.FLEET')}
      subtitle={t('FLEET.SUBTITLE')}
      actions={<FleetActions fleet={fleet} />}
    >
      <Tabs value={fleet.tab} onChange={(value) => value && fleet.setTab(value as FleetTab)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="products" leftSection={<IconBike size={16} />} data-testid="fleet-tab-products">
            {t('FLEET.TAB_PRODUCTS')}
          </Tabs.Tab>
          <Tabs.Tab value="models" leftSection={<IconCategory size={16} />} data-testid="fleet-tab-models">
            {t('FLEET.MODELS.TAB')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {fleet.tab === 'models' ? (
        <ModelsPanel onOpen={fleet.openDialog} />
      ) : fleet.isWaitingForSite ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('LOADING')}
            </Text>
          </Stack>
        </Center>
      ) : (
        <DataGrid
          route={catalogueRoutes['GET /products']}
          queryKey={productKeys.lists()}
          columns={fleet.columns}
          rowKey={(row) => row.id}
          fixedQuery={fleet.fixedQuery}
          toolbar={<FleetToolbar fleet={fleet} />}
          testId="products-grid"
        />
      )}
      <FleetDialogs fleet={fleet} />
    </SettingsLayout>
  );
}
