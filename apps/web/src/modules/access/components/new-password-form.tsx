import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { checkPassword } from '@velodesk/contract/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginPath } from '../../../app/session/login-redirect.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { type PasswordTokenAction, setPasswordWithToken } from '../api/account-api.ts';
import { PasswordRuleHint } from './password-rule-hint.tsx';

/** Sets a password from a mailed token (initialize, reset or update), with the rule shown inline. */
export function NewPasswordForm({ action, token }: { action: PasswordTokenAction; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isConfirmationTouched, setIsConfirmationTouched] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isPasswordValid = checkPassword(password).isValid;
  const isMatching = password === confirmation;
  const canSubmit = isPasswordValid && isMatching && confirmation.length > 0;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsSubmitting(true);
    try {
      await setPasswordWithToken(action, token, password);
      notifySuccess(t('ACCOUNT.PASSWORD_SAVED'));
      await navigate(loginPath, { replace: true });
    } catch (error) {
      notifyError(errorMessage(error, t, 'ACCOUNT.PASSWORD_SAVE_ERROR'));
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="new-password-form">
      <Stack gap="md">
        <PasswordInput
          data-testid="new-password"
          label={t('ACCOUNT.NEW_PASSWORD')}
          placeholder={t('PASSWORD.PLACEHOLDER')}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
        />
        <PasswordRuleHint password={password} />
        <PasswordInput
          data-testid="new-password-confirmation"
          label={t('ACCOUNT.CONFIRM_PASSWORD')}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          onBlur={() => setIsConfirmationTouched(true)}
          error={isConfirmationTouched && !isMatching ? t('ACCOUNT.PASSWORDS_DIFFER') : undefined}
          required
        />
        <Button
          type="submit"
          fullWidth
          loading={isSubmitting}
          disabled={!canSubmit}
          data-testid="new-password-submit"
        >
          {t('ACCOUNT.SAVE_PASSWORD')}
        </Button>
        <Anchor component={Link} to={loginPath} size="sm" ta="center">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('ACCOUNT.BACK_TO_LOGIN')}
        </Anchor>
      </Stack>
    </form>
  );
}
