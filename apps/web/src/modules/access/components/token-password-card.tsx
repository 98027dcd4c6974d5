import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '@/i18n/text-key.ts';
import { accountKeys } from '@/shared/data/keys/access-keys.ts';
import { loginPath } from '@/shared/session/login-redirect.ts';
import { checkPasswordToken, type PasswordTokenAction } from '../api/account-api.ts';
import { AccountCardTitle } from './account-card-title.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const titleKeys: Record<PasswordTokenAction, TextKey> = {
  initialize_password: 'ACCOUNT.INITIALIZE_TITLE',
  reset_password: 'ACCOUNT.RESET_TITLE',
  update_password: 'ACCOUNT.UPDATE_TITLE',
};

/**
 * A page reached from a mailed link: the link is checked on load; a valid one shows the new
 * password form, an unknown, used or expired one says so and offers a new link.
 */
export function TokenPasswordCard({ action, token }: { action: PasswordTokenAction; token: string }) {
  const { t } = useTranslation();
  const [isTurnedInvalid, setIsTurnedInvalid] = useState(false);
  const check = useQuery({
    queryKey: accountKeys.detail(`${action}/${token}`),
    queryFn: ({ signal }) => checkPasswordToken(action, token, signal),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const isInvalid = token === '' || isTurnedInvalid || check.isError || check.data?.valid === false;

  return (
    <>
      <AccountCardTitle
        title={t(titleKeys[action])}
        subtitle={isInvalid ? undefined : t('ACCOUNT.NEW_PASSWORD_SUBTITLE')}
      />
      {isInvalid ? (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconLinkOff size={18} />}
            title={t('ACCOUNT.INVALID_LINK_TITLE')}
            data-testid="invalid-link"
          >
            {action === 'initialize_password'
              ? t('ACCOUNT.INVALID_CONFIRMATION_LINK')
              : t('ACCOUNT.INVALID_RESET_LINK')}
          </Alert>
          {action === 'initialize_password' ? null : (
            <Button component={Link} to="/account/reset_password" fullWidth data-testid="invalid-link-new">
              {t('ACCOUNT.ASK_NEW_LINK')}
            </Button>
          )}
          <Anchor component={Link} to={loginPath} size="sm" ta="center">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('ACCOUNT.BACK_TO_LOGIN')}
          </Anchor>
        </Stack>
      ) : check.isPending ? (
        <Stack gap="md" data-testid="token-checking">
          <Skeleton h={36} />
          <Skeleton h={90} />
          <Skeleton h={36} />
        </Stack>
      ) : (
        <NewPasswordForm action={action} token={token} onInvalidLink={() => setIsTurnedInvalid(true)} />
      )}
    </>
  );
}
