import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, loginUrlFor } from './login-redirect.ts';
import { postLogout } from './session-api.ts';
import { clearSession, endSessionOnPurpose } from './session-store.ts';

export interface SignOutOptions {
  /** After an idle logout, the login page leads back to where the user was. */
  keepRedirect?: boolean;
}

/**
 * Signs out: tells the server (POST /api/logout), then forgets the session and the cached data and
 * shows the login page. A failed logout call still signs out locally.
 */
export const useSignOut = (): ((options?: SignOutOptions) => Promise<void>) => {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(
    async ({ keepRedirect = false }: SignOutOptions = {}) => {
      modals.closeAll();
      try {
        await postLogout();
      } catch (error) {
        console.warn('Logout call failed; signing out locally.', error);
      }
      if (keepRedirect) clearSession();
      else endSessionOnPurpose();
      queryClient.clear();
      await navigate(keepRedirect ? loginUrlFor(wanted) : loginPath, { replace: true });
    },
    [navigate, queryClient, wanted],
  );
};
