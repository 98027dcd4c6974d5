import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/shared/api/api-client.ts';
import { loginPath, loginUrlFor } from '@/shared/session/login-redirect.ts';
import { clearSession } from '@/shared/session/session-store.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** The application: providers around the router; a 401 anywhere leads back to the login page. */
export function App() {
  const [router] = useState(createAppRouter);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = router.state.location;
      if (pathname.startsWith(loginPath)) return;
      clearSession();
      void import('./query-provider.tsx').then(({ clearAppQueryClient }) => clearAppQueryClient());
      void router.navigate(loginUrlFor(`${pathname}${search}${hash}`), { replace: true });
    });
    return () => setUnauthorizedHandler(() => {});
  }, [router]);

  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
