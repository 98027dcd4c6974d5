import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { checkPassword, passwordMinLength } from '@velodesk/contract/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../app/api-error.ts';
import { loginPath } from '../../../app/session/login-redirect.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { type PasswordTokenAction, setPasswordWithToken } from '../api/account-api.ts';
import { PasswordRuleHint } from './password-rule-hint.tsx';

/**
 * Sets a password from a mailed token (initialize, reset or update), with the rule shown inline.
 * A refused password (422) shows the server's message under the field; a link that turned invalid
 * meanwhile (404) calls onInvalidLink. Success leads to the sign-in page with a notification.
 */
export function NewPasswordForm({
  action,
  token,
  onInvalidLink,
}: {
  action: PasswordTokenAction;
  token: string;
  onInvalidLink?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isPasswordTouched, setIsPasswordTouched] = useState(false);
  const [isConfirmationTouched, setIsConfirmationTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
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
      setIsSubmitting(false);
      if (isApiError(error) && error.status === 404 && onInvalidLink) {
        onInvalidLink();
        return;
      }
      if (isApiError(error) && error.status === 422) {
        setServerError(error.violationFor('password') ?? error.description);
      }
      notifyError(errorMessage(error, t, 'ACCOUNT.PASSWORD_SAVE_ERROR'));
    }
  };

  const passwordError =
    serverError ?? (isPasswordTouched && !isPasswordValid ? t('ACCOUNT.PASSWORD_RULE_ERROR') : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="new-password-form">
      <Stack gap="md">
        <PasswordInput
          data-testid="new-password"
          label={t('ACCOUNT.NEW_PASSWORD')}
          placeholder={t('PASSWORD.PLACEHOLDER', { min: passwordMinLength })}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setServerError(null);
          }}
          onBlur={() => setIsPasswordTouched(true)}
          error={passwordError}
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
