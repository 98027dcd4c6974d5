import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/shared/session/use-sign-out.ts';
import { notifyInfo } from '@/ui/notify.tsx';
import { GrantsRefresher } from './grants-refresher.tsx';
import { useIdleLogout } from './use-idle-logout.ts';
import { useTokenRefresh } from './use-token-refresh.ts';

/**
 * Keeps the signed-in session alive (token refresh), its grants current, and ends it after
 * inactivity.
 */
export function SessionKeeper() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  useTokenRefresh();
  const handleIdle = useCallback(async () => {
    await signOut({ keepRedirect: true });
    notifyInfo(t('SESSION.IDLE_LOGOUT'));
  }, [signOut, t]);
  useIdleLogout(handleIdle);
  return <GrantsRefresher />;
}
