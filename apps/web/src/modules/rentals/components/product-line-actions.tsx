import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LineView } from '../form/use-rental-form.ts';

/** A product line's icons: replace a validated line's product (the page), add a line, remove this one. */
export function ProductLineActions({
  view,
  readOnly,
  onAdd,
  onRemove,
  onReplace,
}: {
  view: LineView;
  readOnly: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onReplace?: (view: LineView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onReplace && view.line.validated && view.line.rentalProductId !== null ? (
        <Tooltip label={t('RENTAL_EDIT.LINES.REPLACE')}>
          <ActionIcon
            variant="light"
            onClick={() => onReplace(view)}
            aria-label={t('RENTAL_EDIT.LINES.REPLACE')}
            data-testid="line-replace"
          >
            <IconReplace size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {readOnly ? null : (
        <>
          <Tooltip label={t('RENTAL_EDIT.LINES.ADD')}>
            <ActionIcon
              variant="light"
              color="teal"
              onClick={onAdd}
              aria-label={t('RENTAL_EDIT.LINES.ADD')}
              data-testid="line-add"
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('RENTAL_EDIT.LINES.REMOVE')}>
            <ActionIcon
              variant="light"
              color="red"
              onClick={onRemove}
              disabled={view.line.validated}
              aria-label={t('RENTAL_EDIT.LINES.REMOVE')}
              data-testid="line-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
