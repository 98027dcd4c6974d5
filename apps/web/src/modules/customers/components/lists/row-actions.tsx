import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Edit and delete icons of a list row (test ids `<testPrefix>-edit`, `-delete`); their clicks never reach the row. */
export function RowActions({
  onEdit,
  onDelete,
  testPrefix = 'row',
}: {
  /** Absent: no edit (an anonymised customer is not filled in again). */
  onEdit?: (() => void) | undefined;
  onDelete: () => void;
  testPrefix?: string;
}) {
  const { t } = useTranslation();
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit ? (
        <Tooltip label={t('CUSTOMERS.EDIT')}>
          <ActionIcon
            variant="subtle"
            onClick={stop(onEdit)}
            aria-label={t('CUSTOMERS.EDIT')}
            data-testid={`${testPrefix}-edit`}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={t('CUSTOMERS.DELETE')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={stop(onDelete)}
          aria-label={t('CUSTOMERS.DELETE')}
          data-testid={`${testPrefix}-delete`}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
