import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconBarcode, IconHistory, IconPencil } from '@tabler/icons-react';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import type { useLabelPrint } from '../hooks/use-label-print.ts';
import type { FleetDialog } from './use-fleet.ts';

export type LabelPrint = Pick<ReturnType<typeof useLabelPrint>, 'printingId' | 'print'>;

/** A product's row actions: edit, change the status, its history, print its barcode label. */
export function ProductRowActions({
  product,
  labels,
  onOpen,
}: {
  product: ProductRead;
  labels: LabelPrint;
  onOpen: (dialog: FleetDialog) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('SETTINGS.EDIT')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('SETTINGS.EDIT')}
          onClick={() => onOpen({ kind: 'product', product })}
          data-testid={`product-edit-${product.id}`}
        >
          <IconPencil size={17} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('FLEET.CHANGE_STATUS')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('FLEET.CHANGE_STATUS')}
          onClick={() => onOpen({ kind: 'status', product })}
          data-testid={`product-status-${product.id}`}
        >
          <IconArrowsExchange size={17} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('FLEET.HISTORY')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('FLEET.HISTORY')}
          onClick={() => onOpen({ kind: 'history', product })}
          data-testid={`product-history-${product.id}`}
        >
          <IconHistory size={17} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('FLEET.PRINT_LABEL')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('FLEET.PRINT_LABEL')}
          loading={labels.printingId === product.id}
          onClick={() => void labels.print(product)}
          data-testid={`product-label-${product.id}`}
        >
          <IconBarcode size={17} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
