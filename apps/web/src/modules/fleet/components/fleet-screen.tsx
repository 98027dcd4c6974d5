import { ActionIcon, Button, Center, Group, Loader, Select, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBarcode,
  IconBike,
  IconCategory,
  IconFileImport,
  IconHistory,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { type ProductRead, productRead } from '@velodesk/contract/api/catalogue';
import { idFromIri, iri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { productKeys } from '@/shared/data/keys/fleet-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { declinationLabel } from '../declination-label.ts';
import { statusFilterOptions } from '../fleet-statuses.ts';
import { useFleetSiteOptions, useRangeOptions } from '../hooks/use-fleet-options.ts';
import { useLabelPrint } from '../hooks/use-label-print.ts';
import { DeclinationModal } from './declination-modal.tsx';
import { type ModelsDialog, ModelsPanel } from './models-panel.tsx';
import { ProductImportModal } from './product-import-modal.tsx';
import { ProductModal } from './product-modal.tsx';
import { RangeModal } from './range-modal.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusChangeModal } from './status-change-modal.tsx';
import { StatusHistoryModal } from './status-history-modal.tsx';

const allSites = 'all';

type Dialog =
  | { kind: 'product'; product: ProductRead | null }
  | { kind: 'status'; product: ProductRead }
  | { kind: 'history'; product: ProductRead }
  | { kind: 'import' }
  | ModelsDialog;

type FleetTab = 'products' | 'models';

/**
 * The fleet (issue 3, under the settings menu): products of a site (the user's current site by
 * default) with filters on internal and serial number, status and model; add and edit, change the
 * status with a comment, the status history, the barcode label, and the CSV import. A second tab
 * manages the ranges and their models (declinations) the products are made of.
 */
export function FleetScreen() {
  const { t } = useTranslation();
  const current = useCurrentSite();
  const sites = useFleetSiteOptions();
  const ranges = useRangeOptions();
  // The site shown is in the URL (`?site=<id>` or `all`), so a link (the top-bar search's product
  // result) opens the fleet of that product's site, and the browser's back keeps the choice.
  const [params, setParams] = useSearchParams();
  const siteParam = params.get('site');
  const siteChoice =
    siteParam === allSites ? allSites : siteParam && /^\d+$/.test(siteParam) ? iri('sites', siteParam) : null;
  const setSiteChoice = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('site', value === allSites ? allSites : String(idFromIri(value)));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [range, setRange] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [tab, setTab] = useState<FleetTab>('products');
  const labels = useLabelPrint();
  const site = siteChoice ?? current.site?.['@id'] ?? allSites;

  const fixedQuery = useMemo(() => {
    const query: Record<string, number> = {};
    if (site !== allSites) query['site.id'] = idFromIri(site);
    if (range) query['declination.range.id'] = idFromIri(range);
    return query;
  }, [site, range]);

  const columns = useMemo(
    (): GridColumn<ProductRead>[] => [
      { id: 'id', headerKey: 'SETTINGS.ID', cell: (row) => row.id, filter: { kind: 'number' }, width: 80 },
      {
        id: 'internalNumber',
        headerKey: 'FLEET.INTERNAL_NUMBER',
        cell: (row) => (
          <Text size="sm" fw={600} ff="monospace">
            {row.internalNumber}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'serialNumber',
        headerKey: 'FLEET.SERIAL_NUMBER',
        cell: (row) => (
          <Text size="sm" ff="monospace" c={row.serialNumber ? undefined : 'dimmed'}>
            {row.serialNumber ?? '-'}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'declination.model',
        headerKey: 'FLEET.DECLINATION',
        cell: (row) => declinationLabel(row.declination),
        filter: { kind: 'text' },
      },
      ...(site === allSites
        ? [
            {
              id: 'site.name',
              headerKey: 'FLEET.SITE',
              cell: (row: ProductRead) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {row.site.name}
                </Text>
              ),
            } satisfies GridColumn<ProductRead>,
          ]
        : []),
      {
        id: 'status.id',
        headerKey: 'FLEET.STATUS_LABEL',
        cell: (row) => <StatusBadge status={row.status} />,
        filter: { kind: 'list', options: statusFilterOptions },
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 170,
        cell: (row) => (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('SETTINGS.EDIT')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('SETTINGS.EDIT')}
                onClick={() => setDialog({ kind: 'product', product: row })}
                data-testid={`product-edit-${row.id}`}
              >
                <IconPencil size={17} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('FLEET.CHANGE_STATUS')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('FLEET.CHANGE_STATUS')}
                onClick={() => setDialog({ kind: 'status', product: row })}
                data-testid={`product-status-${row.id}`}
              >
                <IconArrowsExchange size={17} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('FLEET.HISTORY')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('FLEET.HISTORY')}
                onClick={() => setDialog({ kind: 'history', product: row })}
                data-testid={`product-history-${row.id}`}
              >
                <IconHistory size={17} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('FLEET.PRINT_LABEL')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('FLEET.PRINT_LABEL')}
                loading={labels.printingId === row.id}
                onClick={() => void labels.print(row)}
                data-testid={`product-label-${row.id}`}
              >
                <IconBarcode size={17} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, site, labels.printingId, labels.print],
  );

  const toolbar = (
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        w={220}
        aria-label={t('FLEET.SITE')}
        data={[{ value: allSites, label: t('FLEET.ALL_SITES') }, ...sites]}
        value={site}
        onChange={(value) => setSiteChoice(value ?? allSites)}
        allowDeselect={false}
        searchable
        data-testid="fleet-site"
      />
      <Select
        size="xs"
        w={180}
        aria-label={t('FLEET.RANGE')}
        placeholder={t('FLEET.ALL_RANGES')}
        data={ranges}
        value={range}
        onChange={setRange}
        clearable
        data-testid="fleet-range"
      />
    </Group>
  );

  return (
    <SettingsLayout
      title={t('MENU.FLEET')}
      subtitle={t('FLEET.SUBTITLE')}
      actions={
        tab === 'products' ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setDialog({ kind: 'import' })}
              data-testid="product-import"
            >
              {t('FLEET.IMPORT.OPEN')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'product', product: null })}
              data-testid="product-add"
            >
              {t('FLEET.ADD')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'range', range: null })}
              data-testid="range-add"
            >
              {t('FLEET.MODELS.RANGE_ADD')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'declination', declination: null, defaultRange: range })}
              data-testid="model-add"
            >
              {t('FLEET.MODELS.MODEL_ADD')}
            </Button>
          </Group>
        )
      }
    >
      <Tabs value={tab} onChange={(value) => value && setTab(value as FleetTab)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="products" leftSection={<IconBike size={16} />} data-testid="fleet-tab-products">
            {t('FLEET.TAB_PRODUCTS')}
          </Tabs.Tab>
          <Tabs.Tab value="models" leftSection={<IconCategory size={16} />} data-testid="fleet-tab-models">
            {t('FLEET.MODELS.TAB')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'models' ? (
        <ModelsPanel onOpen={setDialog} />
      ) : current.isLoading && siteChoice === null ? (
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
          resource="/products"
          schema={productRead}
          queryKey={productKeys.lists()}
          columns={columns}
          rowKey={(row) => row.id}
          fixedQuery={fixedQuery}
          toolbar={toolbar}
          testId="products-grid"
        />
      )}
      {dialog?.kind === 'product' ? (
        <ProductModal
          product={dialog.product}
          defaultSite={site === allSites ? null : site}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'status' ? (
        <StatusChangeModal product={dialog.product} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <StatusHistoryModal product={dialog.product} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? <ProductImportModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'range' ? <RangeModal range={dialog.range} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'declination' ? (
        <DeclinationModal
          declination={dialog.declination}
          defaultRange={dialog.defaultRange}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </SettingsLayout>
  );
}
