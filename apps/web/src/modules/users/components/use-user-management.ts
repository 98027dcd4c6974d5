import { useIsFetching } from '@tanstack/react-query';
import type { UserRead } from '@velodesk/contract/api/access';
import { hasFeature } from '@velodesk/contract/permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userKeys } from '@/shared/data/keys/users-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import {
  useDeleteUser,
  useDuplicateUser,
  useReloadUsers,
  useSendAccountConfirmation,
  useUpdateUser,
} from '../hooks/use-users-mutations.ts';
import { userColumns } from './user-columns.tsx';
import { userPanelFilterKinds } from './user-filters.tsx';

export type UserDialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: UserRead }
  | { kind: 'password'; user: UserRead }
  | { kind: 'delete'; user: UserRead }
  | { kind: 'duplicate'; user: UserRead };

/**
 * The user management screen's state: what the signed-in user may do (settings_users, and only on
 * the profiles they may manage), the grid's columns and URL state, the open dialog and each
 * action's handler.
 */
export const useUserManagement = () => {
  const { t } = useTranslation();
  const session = useSession();
  const grants = useGrants();
  const { mutateAsync: updateUser } = useUpdateUser();
  const { mutateAsync: duplicateUser } = useDuplicateUser();
  const { mutateAsync: sendAccountConfirmation } = useSendAccountConfirmation();
  const { mutateAsync: deleteUser } = useDeleteUser();
  const reloadUsers = useReloadUsers();
  const canEditUsers = grants !== null && hasFeature(grants, 'settings_users');
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isDuplicating, setIsDuplicating] = useState(false);
  const isLoading = useIsFetching({ queryKey: userKeys.lists() }) > 0;
  const own = useMemo(
    () => (session ? { id: session.profile.id, name: session.profile.name } : { id: 0, name: '' }),
    [session],
  );
  const ownId = session?.id;

  const columns = useMemo(() => {
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
    return userColumns({ t, canEditUsers, own, ownId, busy, toggle, sendMail, openDialog: setDialog });
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

  /** Each Validate of the filters reloads the grid from page 1, even with unchanged filters. */
  const applyFilters = (filters: typeof grid.filters) => {
    setGrid({ ...grid, filters, page: 1 });
    void reloadUsers();
  };

  return {
    canEditUsers,
    columns,
    grid,
    setGrid,
    applyFilters,
    isLoading,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    handleDelete,
    isDeleting,
    handleDuplicate,
    isDuplicating,
  };
};
