import { Group } from '@mantine/core';
import { IconCopy, IconKey, IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import type { UserRead } from '@velodesk/contract/api/access';
import { useTranslation } from 'react-i18next';
import { mayManageProfile } from '../user-form.ts';
import { RowAction } from './row-action.tsx';
import type { UserColumnsContext } from './user-columns.tsx';

/** A user's row actions: edit, duplicate, password, confirmation mail, delete, each when the user may. */
export function UserRowActions({ user, context }: { user: UserRead; context: UserColumnsContext }) {
  const { t } = useTranslation();
  const mayManage = context.canEditUsers && mayManageProfile(user.profile.id, context.own);
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <RowAction
        label={t('USERS.EDIT')}
        onClick={() => context.openDialog({ kind: 'edit', user })}
        disabled={!mayManage}
        testId={`user-edit-${user.id}`}
      >
        <IconPencil size={17} />
      </RowAction>
      <RowAction
        label={t('USERS.DUPLICATE')}
        onClick={() => context.openDialog({ kind: 'duplicate', user })}
        disabled={!mayManage}
        testId={`user-duplicate-${user.id}`}
      >
        <IconCopy size={17} />
      </RowAction>
      <RowAction
        label={t('USERS.EDIT_PASSWORD')}
        onClick={() => context.openDialog({ kind: 'password', user })}
        disabled={!mayManage}
        testId={`user-password-${user.id}`}
      >
        <IconKey size={17} />
      </RowAction>
      <RowAction
        label={user.email ? t('USERS.SEND_MAIL') : t('USERS.SEND_MAIL_NO_EMAIL')}
        onClick={() => void context.sendMail(user)}
        disabled={!mayManage || !user.email}
        isLoading={context.busy === `mail-${user.id}`}
        color="teal"
        testId={`user-mail-${user.id}`}
      >
        <IconMailForward size={17} />
      </RowAction>
      <RowAction
        label={t('USERS.DELETE')}
        onClick={() => context.openDialog({ kind: 'delete', user })}
        disabled={!mayManage || user.id === context.ownId}
        color="red"
        testId={`user-delete-${user.id}`}
      >
        <IconTrash size={17} />
      </RowAction>
    </Group>
  );
}
