import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { newPasswordRequest } from '@velodesk/contract/api/account';
import { passwordMinLength } from '@velodesk/contract/password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error.ts';
import { loginPath } from '@/shared/session/login-redirect.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { PasswordRuleHint } from '@/ui/password-rule-hint.tsx';
import { type PasswordTokenAction, setPasswordWithToken } from '../api/account-api.ts';

/**
 * The contract's body (the password rule) and the form's own rule: the confirmation repeats the
 * password, whether or not the password follows the rule yet.
 */
const newPasswordForm = newPasswordRequest
  .extend({ confirmation: z.string() })
  .refine((values) => values.confirmation === values.password, {
    path: ['confirmation'],
    when: () => true,
  });

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
  const form = useVelodeskForm(newPasswordForm, { password: '', confirmation: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const password = form.getValues('password');

  const submit = async () => {
    if (isSubmitting) return;
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
        const message = error.violationFor('password') ?? error.description;
        if (message) form.setError('password', { type: serverErrorType, message });
      }
      notifyError(errorMessage(error, t, 'ACCOUNT.PASSWORD_SAVE_ERROR'));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate data-testid="new-password-form">
      <Stack gap="md">
        <PasswordInput
          data-testid="new-password"
          label={t('ACCOUNT.NEW_PASSWORD')}
          placeholder={t('PASSWORD.PLACEHOLDER', { min: passwordMinLength })}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          {...bindField(form, 'password', { deps: ['confirmation'] })}
          error={fieldErrorOf(form, t, 'password', { invalid: 'ACCOUNT.PASSWORD_RULE_ERROR' })}
          required
        />
        <PasswordRuleHint password={password} />
        <PasswordInput
          data-testid="new-password-confirmation"
          label={t('ACCOUNT.CONFIRM_PASSWORD')}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          {...bindField(form, 'confirmation')}
          error={fieldErrorOf(form, t, 'confirmation', { invalid: 'ACCOUNT.PASSWORDS_DIFFER' })}
          required
        />
        <Button
          type="submit"
          fullWidth
          loading={isSubmitting}
          disabled={isFormBlocked(form, isSubmitting)}
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
