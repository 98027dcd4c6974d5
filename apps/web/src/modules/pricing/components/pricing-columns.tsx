import { Badge, Group, Text } from '@mantine/core';
import type { PricingRead } from '@velodesk/contract/api/pricing';
import { DurationType, PricingType } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatMoney } from '@/ui/format.ts';
import { declinationLabel, durationTypeLabel, pricingTypeLabel } from '../pricing-labels.ts';
import { PricingRowActions } from './pricing-row-actions.tsx';

/** The pricings grid's columns: the company's and the declination's only when not filtered on. */
export const pricingColumns = ({
  t,
  language,
  applied,
  onEdit,
  onDelete,
}: {
  t: TFunction;
  language: string;
  applied: { company: string | null; declination: string | null };
  onEdit: (pricing: PricingRead) => void;
  onDelete: (pricing: PricingRead) => void;
}): GridColumn<PricingRead>[] => {
  const list: GridColumn<PricingRead>[] = [
    { id: 'id', headerKey: 'SETTINGS.ID', cell: (row) => row.id, filter: { kind: 'number' }, width: 80 },
  ];
  if (!applied.company) {
    list.push({
      id: 'company.corporateName',
      headerKey: 'PRICINGS.COMPANY',
      cell: (row) => row.company.corporateName,
      sortable: false,
    });
  }
  if (!applied.declination) {
    list.push({
      id: 'declination',
      headerKey: 'PRICINGS.DECLINATION',
      cell: (row) => declinationLabel(row.declination),
      sortable: false,
    });
  }
  list.push(
    {
      id: 'pricingType.id',
      headerKey: 'PRICINGS.PRICING_TYPE',
      cell: (row) => (
        <Badge
          variant="light"
          color={row.pricingType.id === PricingType.standard ? 'teal' : 'orange'}
          size="sm"
          tt="none"
          fw={600}
        >
          {pricingTypeLabel(t, row.pricingType)}
        </Badge>
      ),
      filter: {
        kind: 'list',
        options: [
          { value: String(PricingType.standard), labelKey: 'PRICINGS.TYPE_STANDARD' },
          { value: String(PricingType.external), labelKey: 'PRICINGS.TYPE_EXTERNAL' },
        ],
      },
    },
    {
      id: 'durationType.id',
      headerKey: 'PRICINGS.DURATION_TYPE',
      cell: (row) => durationTypeLabel(t, row.durationType),
      filter: {
        kind: 'list',
        options: [
          { value: String(DurationType.halfDay), labelKey: 'PRICINGS.DURATION_HALF_DAY' },
          { value: String(DurationType.day), labelKey: 'PRICINGS.DURATION_DAY' },
        ],
      },
    },
    {
      id: 'duration',
      headerKey: 'PRICINGS.DURATION',
      cell: (row) => row.duration,
      filter: { kind: 'number' },
      align: 'right',
      width: 120,
    },
    {
      id: 'price',
      headerKey: 'PRICINGS.PRICE',
      align: 'right',
      cell: (row) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Text size="sm" fw={500} ff="monospace">
            {formatMoney(row.price, language)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.company.display.name}
          </Text>
        </Group>
      ),
    },
    {
      id: 'taxRule',
      headerKey: 'PRICINGS.TAX_RULE',
      cell: (row) => row.taxRule.description,
      sortable: false,
    },
    {
      id: 'actions',
      headerKey: 'SETTINGS.ACTIONS',
      sortable: false,
      align: 'right',
      width: 100,
      cell: (row) => <PricingRowActions pricing={row} onEdit={onEdit} onDelete={onDelete} />,
    },
  );
  return list;
};
