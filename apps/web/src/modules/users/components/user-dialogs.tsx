import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import type { useUserManagement } from './use-user-management.ts';
import { UserModal } from './user-modal.tsx';
import { UserPasswordModal } from './user-password-modal.tsx';

/** The user management's dialogs: add, edit, password, and the delete and duplicate confirmations. */
export function UserDialogs({ screen }: { screen: ReturnType<typeof useUserManagement> }) {
  const { t } = useTranslation();
  const { dialog, closeDialog } = screen;
  return (
    <>
      {dialog?.kind === 'add' ? <UserModal user={null} onClose={closeDialog} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserModal key={dialog.user.id} user={dialog.user} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'password' ? <UserPasswordModal user={dialog.user} onClose={closeDialog} /> : null}
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
        isLoading={screen.isDeleting}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void screen.handleDelete(dialog.user);
        }}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'duplicate'}
        title={t('USERS.CLONE_TITLE')}
        message={
          dialog?.kind === 'duplicate' ? t('USERS.CLONE_CONFIRM', { username: dialog.user.username }) : ''
        }
        confirmLabel={t('USERS.DUPLICATE')}
        isLoading={screen.isDuplicating}
        onConfirm={() => {
          if (dialog?.kind === 'duplicate') void screen.handleDuplicate(dialog.user);
        }}
        onCancel={closeDialog}
      />
    </>
  );
}
