import { ActionIcon, Button, Center, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBarcode,
  IconFileImport,
  IconHistory,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { type ProductRead, productRead } from '@velodesk/contract/api/catalogue';
import { idFromIri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../ui/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../ui/data-grid/grid-types.ts';
import { SettingsLayout } from '../../../ui/settings-sidebar/settings-layout.tsx';
import { declinationLabel } from '../../pricing/pricing-labels.ts';
import { useCurrentSite } from '../../sites/hooks/use-current-site.ts';
import { statusFilterOptions } from '../fleet-statuses.ts';
import { fleetQueryKeys, useFleetSiteOptions, useRangeOptions } from '../hooks/use-fleet-options.ts';
import { useLabelPrint } from '../hooks/use-label-print.ts';
import { ProductImportModal } from './product-import-modal.tsx';
import { ProductModal } from './product-modal.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusChangeModal } from './status-change-modal.tsx';
import { StatusHistoryModal } from './status-history-modal.tsx';

const allSites = 'all';

type Dialog =
  | { kind: 'product'; product: ProductRead | null }
  | { kind: 'status'; product: ProductRead }
  | { kind: 'history'; product: ProductRead }
  | { kind: 'import' };

/**
 * The fleet (issue 3, under the settings menu): products of a site (the user's current site by
 * default) with filters on internal and serial number, status and model; add and edit, change the
 * status with a comment, the status history, the barcode label, and the CSV import.
 */
export function FleetScreen() {
  const { t } = useTranslation();
  const current = useCurrentSite();
  const sites = useFleetSiteOptions();
  const ranges = useRangeOptions();
  const [siteChoice, setSiteChoice] = useState<string | null>(null);
  const [range, setRange] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
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
            },
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
      }
    >
      {current.isLoading && siteChoice === null ? (
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
          key={JSON.stringify(fixedQuery)}
          resource="/products"
          schema={productRead}
          queryKey={fleetQueryKeys.products}
          columns={columns}
          rowKey={(row) => row.id}
          fixedQuery={fixedQuery}
          itemsPerPage={15}
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
    </SettingsLayout>
  );
}
