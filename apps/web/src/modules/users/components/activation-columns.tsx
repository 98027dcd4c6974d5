import { Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { ActiveSwitch } from '@/ui/active-switch.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { activeListFilter } from './active-filter.ts';
import { RowAction } from './row-action.tsx';

/**
 * The columns the features and profiles grids share: the id, the activation switch (turned from
 * the grid) and the row's actions.
 */
interface Activatable {
  id: number;
  name: string;
  activated: boolean;
}

/** Turns a row on or off and says so, or says why not. */
export const activationToggle =
  <T extends Activatable>(
    t: TFunction,
    save: (row: T, activated: boolean) => Promise<unknown>,
    done: (activated: boolean, name: string) => string,
    errorKey: MessageKey,
  ) =>
  async (row: T, next: boolean) => {
    try {
      await save(row, next);
      notifySuccess(done(next, row.name));
    } catch (error) {
      notifyError(errorMessage(error, t, errorKey));
    }
  };

export const idColumn = <T extends Activatable>(): GridColumn<T> => ({
  id: 'id',
  headerKey: 'USERS.ID',
  cell: (row) => row.id,
  filter: { kind: 'number' },
  width: 80,
});

export const activatedColumn = <T extends Activatable>(
  t: TFunction,
  testPrefix: string,
  toggle: (row: T, next: boolean) => Promise<void>,
): GridColumn<T> => ({
  id: 'activated',
  headerKey: 'USERS.ACTIVE_COLUMN',
  cell: (row) => (
    <ActiveSwitch
      checked={row.activated}
      onToggle={(next) => toggle(row, next)}
      label={t('USERS.ACTIVE_COLUMN')}
      testId={`${testPrefix}-active-${row.id}`}
    />
  ),
  filter: activeListFilter,
  width: 120,
});

/** The row's actions: edit first, then `more`. */
export const actionsColumn = <T extends Activatable>(
  t: TFunction,
  testPrefix: string,
  width: number,
  onEdit: (row: T) => void,
  more: (row: T) => ReactNode = () => null,
): GridColumn<T> => ({
  id: 'actions',
  headerKey: 'USERS.ACTIONS',
  sortable: false,
  align: 'right',
  width,
  cell: (row) => (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <RowAction label={t('USERS.EDIT')} onClick={() => onEdit(row)} testId={`${testPrefix}-edit-${row.id}`}>
        <IconPencil size={17} />
      </RowAction>
      {more(row)}
    </Group>
  ),
});
