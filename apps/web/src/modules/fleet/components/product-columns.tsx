import { Text } from '@mantine/core';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { declinationLabel } from '../declination-label.ts';
import { statusFilterOptions } from '../fleet-statuses.ts';
import { type LabelPrint, ProductRowActions } from './product-row-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import type { FleetDialog } from './use-fleet.ts';

/** The products grid's columns; the site's only when every site is shown. */
export const productColumns = ({
  allSitesShown,
  labels,
  onOpen,
}: {
  allSitesShown: boolean;
  labels: LabelPrint;
  onOpen: (dialog: FleetDialog) => void;
}): GridColumn<ProductRead>[] => [
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
  ...(allSitesShown
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
    cell: (row) => <ProductRowActions product={row} labels={labels} onOpen={onOpen} />,
  },
];
