import { Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { passwordUpdate } from '@velodesk/contract/api/access';
import { passwordMinLength } from '@velodesk/contract/password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUser } from '@/modules/users/api/users-admin-api.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { PasswordRuleHint } from '@/ui/password-rule-hint.tsx';

/**
 * The own password form (back-office spec "Own profile"): one field whose placeholder states the
 * length rule, an inline error when it is invalid and touched, and Edit password.
 */
export function OwnPasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const form = useVelodeskForm(passwordUpdate, { password: '' });
  const [isSaving, setIsSaving] = useState(false);
  const password = form.getValues('password');

  const handleSave = async () => {
    if (isSaving) return;
    setIsSaving(true);
    try {
      await updateUser(userId, { password });
      notifySuccess(t('PROFILE.PASSWORD_SUCCESS'));
      form.reset({ password: '' });
    } catch (error) {
      const description = isApiError(error) && error.description ? error.description : null;
      if (isApiError(error) && error.status === 422 && description)
        form.setError('password', { type: serverErrorType, message: description });
      notifyError(description ?? t('USERS.EDIT_PASSWORD_ERROR'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="own-password-form">
      <Text fw={600} mb={4}>
        {t('PROFILE.PASSWORD_TITLE')}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('PROFILE.PASSWORD_HELP')}
      </Text>
      <form noValidate onSubmit={form.handleSubmit(handleSave)}>
        <Stack gap="sm">
          <PasswordInput
            label={t('USERS.NEW_PASSWORD')}
            required
            leftSection={<IconLock size={16} />}
            autoComplete="new-password"
            placeholder={t('USERS.PASSWORD_PLACEHOLDER', { min: passwordMinLength })}
            {...bindField(form, 'password')}
            error={fieldErrorOf(form, t, 'password', { invalid: 'USERS.PASSWORD_INVALID' })}
            data-testid="profile-password"
          />
          {password !== '' ? <PasswordRuleHint password={password} /> : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              leftSection={<IconLock size={16} />}
              loading={isSaving}
              disabled={isFormBlocked(form)}
              data-testid="profile-password-submit"
            >
              {t('USERS.EDIT_PASSWORD')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
