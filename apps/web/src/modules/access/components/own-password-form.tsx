import { Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { checkPassword, passwordMinLength } from '@velodesk/contract/password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { updateUser } from '../../users/api/users-admin-api.ts';
import { PasswordRuleHint } from './password-rule-hint.tsx';

/**
 * The own password form (back-office spec "Own profile"): one field whose placeholder states the
 * length rule, an inline error when it is invalid and touched, and Edit password.
 */
export function OwnPasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isValid = checkPassword(password).isValid;

  const handleSave = async () => {
    if (!isValid || isSaving) return;
    setIsSaving(true);
    try {
      await updateUser(userId, { password });
      notifySuccess(t('PROFILE.PASSWORD_SUCCESS'));
      setPassword('');
      setIsTouched(false);
    } catch (error) {
      const description = isApiError(error) && error.description ? error.description : null;
      if (isApiError(error) && error.status === 422) setServerError(description);
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={t('USERS.NEW_PASSWORD')}
            required
            leftSection={<IconLock size={16} />}
            autoComplete="new-password"
            placeholder={t('USERS.PASSWORD_PLACEHOLDER', { min: passwordMinLength })}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setServerError(null);
            }}
            onBlur={() => setIsTouched(true)}
            error={serverError ?? (isTouched && !isValid ? t('USERS.PASSWORD_INVALID') : undefined)}
            data-testid="profile-password"
          />
          {password !== '' ? <PasswordRuleHint password={password} /> : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              leftSection={<IconLock size={16} />}
              loading={isSaving}
              disabled={!isValid}
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
