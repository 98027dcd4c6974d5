import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@/shared/session/login-redirect.ts';
import { isSessionActive } from '@/shared/session/session-store.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** The sign-in page is of no use to a signed-in user: send them on to where they were going. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (isSessionActive(session)) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return children;
}
