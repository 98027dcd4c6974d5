import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type UserRead, userUpdate } from '@velodesk/contract/api/access';
import { passwordMinLength } from '@velodesk/contract/password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { PasswordRuleHint } from '@/ui/password-rule-hint.tsx';
import { updateUser } from '../api/users-admin-api.ts';

/** The contract's password rule (the same the API checks). */
const passwordForm = userUpdate.pick({ password: true }).required();

/**
 * Sets another user's password (PATCH /api/users/{id} { password }); it ends their sessions. A
 * failure shows the server's description when there is one, else USERS.EDIT_PASSWORD_ERROR.
 */
export function UserPasswordModal({ user, onClose }: { user: UserRead; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useVelodeskForm(passwordForm, { password: '' });
  const [isSaving, setIsSaving] = useState(false);
  const password = form.getValues('password');

  const save = async () => {
    if (isSaving) return;
    setIsSaving(true);
    try {
      await updateUser(user.id, { password });
      notifySuccess(t('USERS.EDIT_PASSWORD_SUCCESS', { username: user.username }));
      onClose();
    } catch (error) {
      setIsSaving(false);
      const description = isApiError(error) && error.description ? error.description : null;
      if (isApiError(error) && error.status === 422 && description)
        form.setError('password', { type: serverErrorType, message: description });
      notifyError(description ?? t('USERS.EDIT_PASSWORD_ERROR'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeOnClickOutside={!isSaving}
      title={
        <Text fw={600} size="lg">
          {t('USERS.EDIT_PASSWORD_TITLE', { username: user.username })}
        </Text>
      }
      attributes={{ content: { 'data-testid': 'user-password-modal' } }}
    >
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('USERS.EDIT_PASSWORD_HELP')}
          </Text>
          <PasswordInput
            label={t('USERS.NEW_PASSWORD')}
            required
            leftSection={<IconLock size={16} />}
            autoComplete="new-password"
            placeholder={t('USERS.PASSWORD_PLACEHOLDER', { min: passwordMinLength })}
            {...bindField(form, 'password')}
            error={fieldErrorOf(form, t, 'password', { invalid: 'USERS.PASSWORD_INVALID' })}
            data-autofocus
            data-testid="user-new-password"
          />
          <PasswordRuleHint password={password} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('CANCEL')}
            </Button>
            <Button
              type="submit"
              loading={isSaving}
              disabled={isFormBlocked(form)}
              data-testid="user-password-submit"
            >
              {t('USERS.EDIT_PASSWORD')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
