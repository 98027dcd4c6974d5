import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { PricingRead } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';

/** A pricing's row actions: edit, delete. */
export function PricingRowActions({
  pricing,
  onEdit,
  onDelete,
}: {
  pricing: PricingRead;
  onEdit: (pricing: PricingRead) => void;
  onDelete: (pricing: PricingRead) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('SETTINGS.EDIT')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('SETTINGS.EDIT')}
          onClick={() => onEdit(pricing)}
          data-testid={`pricing-edit-${pricing.id}`}
        >
          <IconPencil size={17} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('PRICINGS.DELETE')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('PRICINGS.DELETE')}
          onClick={() => onDelete(pricing)}
          data-testid={`pricing-delete-${pricing.id}`}
        >
          <IconTrash size={17} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
