import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMail, IconMailCheck } from '@tabler/icons-react';
import { resetPasswordRequest } from '@velodesk/contract/api/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/ui/error-message.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { requestPasswordReset } from '../api/account-api.ts';

/** The form asks for the e-mail address (the contract also takes a username instead). */
const toInput = (values: { email: string }) => ({ email: values.email.trim() });

/** Asks for a password-reset mail (PATCH /api/account/reset_password). */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const form = useVelodeskForm(resetPasswordRequest, { email: '' }, { toInput });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const submit = async ({ email }: { email?: string | undefined }) => {
    if (email === undefined) return;
    setIsSubmitting(true);
    try {
      await requestPasswordReset(email);
      setIsSent(true);
      notifySuccess(t('ACCOUNT.RESET_REQUEST_SENT'));
    } catch (error) {
      notifyError(errorMessage(error, t, 'ACCOUNT.RESET_REQUEST_ERROR'));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('ACCOUNT.RESET_REQUEST_HELP')}
      </Text>
      {isSent ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck size={18} />}
          data-testid="reset-request-sent"
        >
          {t('ACCOUNT.RESET_REQUEST_SENT')}
        </Alert>
      ) : (
        <form onSubmit={form.handleSubmit(submit)} noValidate data-testid="reset-request-form">
          <Stack gap="md">
            <TextInput
              data-testid="reset-email"
              type="email"
              label={t('ACCOUNT.EMAIL')}
              placeholder={t('ACCOUNT.EMAIL_PLACEHOLDER')}
              leftSection={<IconMail size={16} />}
              autoComplete="email"
              {...bindField(form, 'email')}
              error={fieldErrorOf(form, t, 'email', { invalid: 'ACCOUNT.EMAIL_INVALID' })}
              required
            />
            <Button
              type="submit"
              fullWidth
              loading={isSubmitting}
              disabled={isFormBlocked(form)}
              data-testid="reset-submit"
            >
              {t('ACCOUNT.SEND_RESET_LINK')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/account/login" size="sm" ta="center">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('ACCOUNT.BACK_TO_LOGIN')}
      </Anchor>
    </Stack>
  );
}
