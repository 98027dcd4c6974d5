import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMail, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { requestPasswordReset } from '../api/account-api.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a password-reset mail (PATCH /api/account/reset_password). */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const isValid = emailPattern.test(email.trim());

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isValid) return;
    setIsSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
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
        <form onSubmit={handleSubmit} noValidate data-testid="reset-request-form">
          <Stack gap="md">
            <TextInput
              data-testid="reset-email"
              type="email"
              label={t('ACCOUNT.EMAIL')}
              placeholder={t('ACCOUNT.EMAIL_PLACEHOLDER')}
              leftSection={<IconMail size={16} />}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setIsTouched(true)}
              error={isTouched && !isValid ? t('ACCOUNT.EMAIL_INVALID') : undefined}
              required
            />
            <Button
              type="submit"
              fullWidth
              loading={isSubmitting}
              disabled={!isValid}
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
