import { Button, Group, Text } from '@mantine/core';
import { IconCopy, IconKey, IconMailForward, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { type UserRead, userRead } from '@velodesk/contract/api/access';
import { hasFeature } from '@velodesk/contract/permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userKeys } from '@/shared/data/keys/users-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { ActiveSwitch } from '@/ui/active-switch.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import {
  useDeleteUser,
  useDuplicateUser,
  useReloadUsers,
  useSendAccountConfirmation,
  useUpdateUser,
} from '../hooks/use-users-mutations.ts';
import { mayManageProfile } from '../user-form.ts';
import { activeListFilter } from './active-filter.ts';
import { RowAction } from './row-action.tsx';
import { UserFiltersPanel, userPanelFilterKinds } from './user-filters.tsx';
import { UserModal } from './user-modal.tsx';
import { UserPasswordModal } from './user-password-modal.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: UserRead }
  | { kind: 'password'; user: UserRead }
  | { kind: 'delete'; user: UserRead }
  | { kind: 'duplicate'; user: UserRead };

/**
 * User management (back-office spec "Users"): the filters, the grid with its active toggle and row
 * actions (edit, delete, duplicate, password, confirmation mail), and the user modals.
 */
export function UserManagementScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const grants = useGrants();
  const { mutateAsync: updateUser } = useUpdateUser();
  const { mutateAsync: duplicateUser } = useDuplicateUser();
  const { mutateAsync: sendAccountConfirmation } = useSendAccountConfirmation();
  const { mutateAsync: deleteUser } = useDeleteUser();
  const reloadUsers = useReloadUsers();
  const canEditUsers = grants !== null && hasFeature(grants, 'settings_users');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isDuplicating, setIsDuplicating] = useState(false);
  const isLoading = useIsFetching({ queryKey: userKeys.lists() }) > 0;
  const own = useMemo(
    () => (session ? { id: session.profile.id, name: session.profile.name } : { id: 0, name: '' }),
    [session],
  );
  const ownId = session?.id;

  const columns = useMemo((): GridColumn<UserRead>[] => {
    const run = async (key: string, action: () => Promise<void>) => {
      setBusy(key);
      try {
        await action();
      } finally {
        setBusy(null);
      }
    };
    const toggle = async (user: UserRead, next: boolean) => {
      try {
        await updateUser({ id: user.id, body: { activated: next } });
        notifySuccess(t(next ? 'USERS.ACTIVATED' : 'USERS.DEACTIVATED', { username: user.username }));
      } catch (error) {
        notifyError(errorMessage(error, t, 'USERS.EDIT_ERROR'));
      }
    };
    const sendMail = (user: UserRead) =>
      run(`mail-${user.id}`, async () => {
        try {
          await sendAccountConfirmation(user.id);
          notifySuccess(t('USERS.MAIL_SEND_SUCCESS', { email: user.email ?? '' }));
        } catch (error) {
          notifyError(errorMessage(error, t, 'USERS.MAIL_SEND_ERROR'));
        }
      });

    return [
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
            onToggle={(next) => toggle(user, next)}
            label={t('USERS.ACTIVE_COLUMN')}
            disabled={!canEditUsers || user.id === ownId || !mayManageProfile(user.profile.id, own)}
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
        cell: (user) => {
          const mayManage = canEditUsers && mayManageProfile(user.profile.id, own);
          return (
            <Group gap={2} justify="flex-end" wrap="nowrap">
              <RowAction
                label={t('USERS.EDIT')}
                onClick={() => setDialog({ kind: 'edit', user })}
                disabled={!mayManage}
                testId={`user-edit-${user.id}`}
              >
                <IconPencil size={17} />
              </RowAction>
              <RowAction
                label={t('USERS.DUPLICATE')}
                onClick={() => setDialog({ kind: 'duplicate', user })}
                disabled={!mayManage}
                testId={`user-duplicate-${user.id}`}
              >
                <IconCopy size={17} />
              </RowAction>
              <RowAction
                label={t('USERS.EDIT_PASSWORD')}
                onClick={() => setDialog({ kind: 'password', user })}
                disabled={!mayManage}
                testId={`user-password-${user.id}`}
              >
                <IconKey size={17} />
              </RowAction>
              <RowAction
                label={user.email ? t('USERS.SEND_MAIL') : t('USERS.SEND_MAIL_NO_EMAIL')}
                onClick={() => void sendMail(user)}
                disabled={!mayManage || !user.email}
                isLoading={busy === `mail-${user.id}`}
                color="teal"
                testId={`user-mail-${user.id}`}
              >
                <IconMailForward size={17} />
              </RowAction>
              <RowAction
                label={t('USERS.DELETE')}
                onClick={() => setDialog({ kind: 'delete', user })}
                disabled={!mayManage || user.id === ownId}
                color="red"
                testId={`user-delete-${user.id}`}
              >
                <IconTrash size={17} />
              </RowAction>
            </Group>
          );
        },
      },
    ];
  }, [t, updateUser, sendAccountConfirmation, canEditUsers, own, ownId, busy]);

  const [grid, setGrid] = useUrlGridState(gridStateShape(columns, { extraFilters: userPanelFilterKinds }));

  const handleDelete = async (user: UserRead) => {
    setIsDeleting(true);
    try {
      await deleteUser(user.id);
      notifySuccess(t('USERS.DELETE_SUCCESS', { username: user.username }));
      setDialog(null);
    } catch (error) {
      notifyError(errorMessage(error, t, 'USERS.DELETE_ERROR'));
    } finally {
      setIsDeleting(false);
    }
  };

  const handleDuplicate = async (user: UserRead) => {
    setIsDuplicating(true);
    try {
      const clone = await duplicateUser(user.id);
      notifySuccess(t('USERS.CLONE_SUCCESS', { username: clone.username }));
      setDialog(null);
    } catch (error) {
      notifyError(errorMessage(error, t, 'USERS.CLONE_ERROR'));
    } finally {
      setIsDuplicating(false);
    }
  };

  return (
    <SettingsLayout
      title={t('MENU.USER_MANAGEMENT')}
      subtitle={t('USERS.SUBTITLE')}
      actions={
        canEditUsers ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="user-add"
          >
            {t('USERS.ADD')}
          </Button>
        ) : null
      }
    >
      <UserFiltersPanel
        filters={grid.filters}
        onApply={(filters) => {
          // Each Validate reloads the grid from page 1, even with unchanged filters.
          setGrid({ ...grid, filters, page: 1 });
          void reloadUsers();
        }}
        isLoading={isLoading}
      />
      <DataGrid
        resource="/users"
        schema={userRead}
        queryKey={userKeys.lists()}
        columns={columns}
        rowKey={(user) => user.id}
        state={grid}
        onStateChange={setGrid}
        extraFilters={userPanelFilterKinds}
        testId="users-grid"
      />
      {dialog?.kind === 'add' ? <UserModal user={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserModal key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'password' ? (
        <UserPasswordModal user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('USERS.DELETE_TITLE')}
        message={
          dialog?.kind === 'delete'
            ? t('USERS.DELETE_CONFIRM', {
                name: [dialog.user.firstName, dialog.user.lastName].filter(Boolean).join(' '),
                username: dialog.user.username,
              })
            : ''
        }
        confirmLabel={t('USERS.DELETE')}
        isLoading={isDeleting}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void handleDelete(dialog.user);
        }}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'duplicate'}
        title={t('USERS.CLONE_TITLE')}
        message={
          dialog?.kind === 'duplicate' ? t('USERS.CLONE_CONFIRM', { username: dialog.user.username }) : ''
        }
        confirmLabel={t('USERS.DUPLICATE')}
        isLoading={isDuplicating}
        onConfirm={() => {
          if (dialog?.kind === 'duplicate') void handleDuplicate(dialog.user);
        }}
        onCancel={() => setDialog(null)}
      />
    </SettingsLayout>
  );
}
