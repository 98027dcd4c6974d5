import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { safeRedirect } from '@/shared/session/login-redirect.ts';
import { signIn } from '../sign-in.ts';

const loginErrorKey = (error: unknown): TextKey => {
  if (!isApiError(error)) return 'TECHNIQUE_ERROR';
  if (error.status === 401 || error.status === 400 || error.status === 422)
    return 'ACCOUNT.INVALID_CREDENTIALS';
  if (error.status === 429) return 'ACCOUNT.TOO_MANY_ATTEMPTS';
  if (error.status === 0) return 'ACCOUNT.SERVER_UNREACHABLE';
  return 'TECHNIQUE_ERROR';
};

/** Sign-in with username and password; on success, back to the wanted page (history replaced). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<TextKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setIsSubmitting(true);
    setErrorKey(null);
    try {
      await signIn({ username: username.trim(), password });
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} data-testid="login-form" noValidate>
      <Stack gap="md">
        {errorKey ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="login-error">
            {t(errorKey)}
          </Alert>
        ) : null}
        <TextInput
          data-testid="login-username"
          label={t('ACCOUNT.USERNAME')}
          placeholder={t('ACCOUNT.USERNAME_PLACEHOLDER')}
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          required
          autoFocus
        />
        <PasswordInput
          data-testid="login-password"
          label={t('ACCOUNT.PASSWORD')}
          placeholder={t('ACCOUNT.PASSWORD_PLACEHOLDER')}
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={isSubmitting}
          disabled={!username.trim() || !password}
          data-testid="login-submit"
        >
          {t('ACCOUNT.SIGN_IN')}
        </Button>
        <Anchor
          component={Link}
          to="/account/reset_password"
          size="sm"
          ta="center"
          data-testid="login-forgot-password"
        >
          {t('ACCOUNT.FORGOT_PASSWORD')}
        </Anchor>
      </Stack>
    </form>
  );
}
