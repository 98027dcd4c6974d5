import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, loginUrlFor } from '@/shared/session/login-redirect.ts';
import { isSessionActive, wasSignedOutOnPurpose } from '@/shared/session/session-store.ts';
import { useSession } from '@/shared/session/use-session.ts';

/**
 * Lets through only a signed-in user with an unexpired token; others go to the login page, with the
 * wanted URL as redirect unless they just signed out themselves.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isSessionActive(session)) {
    if (wasSignedOutOnPurpose()) return <Navigate to={loginPath} replace />;
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginUrlFor(wanted)} replace />;
  }
  return children;
}
