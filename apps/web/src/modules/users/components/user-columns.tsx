import { Text } from '@mantine/core';
import type { UserRead } from '@velodesk/contract/api/access';
import type { TFunction } from 'i18next';
import { ActiveSwitch } from '@/ui/active-switch.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { mayManageProfile } from '../user-form.ts';
import { activeListFilter } from './active-filter.ts';
import type { UserDialog } from './use-user-management.ts';
import { UserRowActions } from './user-row-actions.tsx';

/** What the columns' cells read and do: the user's rights and the row actions' handlers. */
export interface UserColumnsContext {
  t: TFunction;
  canEditUsers: boolean;
  own: { id: number; name: string };
  ownId: number | undefined;
  busy: string | null;
  toggle: (user: UserRead, next: boolean) => Promise<void>;
  sendMail: (user: UserRead) => Promise<void>;
  openDialog: (dialog: UserDialog) => void;
}

/** The users grid's columns (back-office spec "Users"). */
export const userColumns = (context: UserColumnsContext): GridColumn<UserRead>[] => [
  { id: 'id', headerKey: 'USERS.ID', cell: (user) => user.id, filter: { kind: 'number' }, width: 80 },
  {
    // The sign-in name: what tells a duplicate (`<username>_clone`) from its original.
    id: 'username',
    headerKey: 'USERS.USERNAME',
    width: 140,
    cell: (user) => (
      <Text size="sm" truncate="end" title={user.username} data-testid={`user-username-${user.id}`}>
        {user.username}
      </Text>
    ),
  },
  {
    id: 'lastName',
    headerKey: 'USERS.LAST_NAME',
    cell: (user) => (
      <Text size="sm" fw={500}>
        {user.lastName ?? '-'}
      </Text>
    ),
    filter: { kind: 'text' },
    width: 106,
  },
  {
    id: 'firstName',
    headerKey: 'USERS.FIRST_NAME',
    cell: (user) => user.firstName ?? '-',
    filter: { kind: 'text' },
    width: 106,
  },
  {
    id: 'entryDate',
    headerKey: 'USERS.ENTRY_DATE',
    cell: (user) => user.entryDate ?? '-',
    filter: { kind: 'date' },
    width: 116,
  },
  {
    id: 'endDate',
    headerKey: 'USERS.END_DATE',
    cell: (user) => user.endDate ?? '-',
    filter: { kind: 'date' },
    width: 116,
  },
  {
    id: 'activated',
    headerKey: 'USERS.ACTIVE_COLUMN',
    cell: (user) => (
      <ActiveSwitch
        checked={user.activated}
        onToggle={(next) => context.toggle(user, next)}
        label={context.t('USERS.ACTIVE_COLUMN')}
        disabled={
          !context.canEditUsers ||
          user.id === context.ownId ||
          !mayManageProfile(user.profile.id, context.own)
        }
        testId={`user-active-${user.id}`}
      />
    ),
    filter: activeListFilter,
    width: 98,
  },
  {
    id: 'profile.description',
    headerKey: 'USERS.PROFILE',
    cell: (user) => (
      <Text size="sm" title={user.profile.name}>
        {user.profile.description || user.profile.name}
      </Text>
    ),
    width: 106,
  },
  {
    id: 'actions',
    headerKey: 'USERS.ACTIONS',
    sortable: false,
    align: 'right',
    width: 172,
    cell: (user) => <UserRowActions user={user} context={context} />,
  },
];
