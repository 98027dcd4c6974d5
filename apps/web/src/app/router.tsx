import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LoginPage } from '@/pages/login-page.tsx';
import { startSessionBoot } from '@/shared/session/session-boot-prefetch.ts';
import { verifySession } from '@/shared/session/session-store.ts';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { lazyElement } from './routes/lazy-route.tsx';
import { LazyRouteErrorBoundary as RouteErrorBoundary } from './routes/lazy-route-error.tsx';
import { RouteLoading } from './routes/route-loading.tsx';
import { AccountLayout } from './shell/account-layout.tsx';

/*
 * Bundles split by route (docs/decisions/web-bundles.md): the entry holds the account area and the
 * sign-in page only; the shell and every other screen are loaded by react-router's `lazy` on their
 * first visit, and the signed-in screens' route table (routes/shell-routes.tsx) is added under the
 * shell on the first navigation that needs it (`shellRoutesPatcher`), so the sign-in page downloads
 * neither the back-office nor its routes.
 */

/** The id of the shell's screens' boundary route, under which the signed-in screens are added. */
export const shellScreensRouteId = 'shell-screens';

/**
 * The screens of a layout, under an error boundary of their own: a screen that crashes shows a
 * message with a way back in the layout's outlet, and the layout (the shell's top bar and menus)
 * stays. A crash of a layout itself falls to the standalone boundary of its top-level route.
 */
/** An account page (signed out) that reads the server: loaded with the server cache. */
const accountPage = <Module,>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): RouteObject['lazy'] =>
  lazyElement(
    () => Promise.all([load(), import('./query-provider.tsx')]),
    ([module, { AppQueryProvider }]) => <AppQueryProvider>{render(module)}</AppQueryProvider>,
  );

const withErrorBoundary = (children: RouteObject[], id?: string): RouteObject[] => [
  { id, errorElement: <RouteErrorBoundary />, children },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/account',
    element: <AccountLayout />,
    errorElement: <RouteErrorBoundary standalone />,
    hydrateFallbackElement: <RouteLoading />,
    children: withErrorBoundary([
      { index: true, element: <Navigate to="/account/login" replace /> },
      {
        path: 'login',
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: 'reset_password',
        lazy: accountPage(
          () => import('@/pages/reset-password-request-page.tsx'),
          ({ ResetPasswordRequestPage }) => <ResetPasswordRequestPage />,
        ),
      },
      {
        path: 'reset_password/:token',
        lazy: accountPage(
          () => import('@/pages/reset-password-page.tsx'),
          ({ ResetPasswordPage }) => <ResetPasswordPage />,
        ),
      },
      {
        path: 'initialize_password/:token',
        lazy: accountPage(
          () => import('@/pages/initialize-password-page.tsx'),
          ({ InitializePasswordPage }) => <InitializePasswordPage />,
        ),
      },
      {
        path: 'update_password/:token',
        lazy: accountPage(
          () => import('@/pages/update-password-page.tsx'),
          ({ UpdatePasswordPage }) => <UpdatePasswordPage />,
        ),
      },
    ]),
  },
  {
    path: '/',
    // The shell, with the server cache and the dialogs' provider; the stored session is checked
    // against the contract's schema as the shell loads (the sign-in bundle does a light check).
    // Its first data (grants, sites, current site) is one call sent now, beside the chunks, unless
    // already sent at boot; it is in the server cache before the shell renders (docs/decisions/boot.md).
    lazy: lazyElement(
      () => {
        startSessionBoot();
        return Promise.all([
          import('./shell/shell-layout.tsx'),
          import('./query-provider.tsx'),
          import('@mantine/modals'),
          verifySession(),
          import('./session/session-boot.ts'),
        ]).then(async (loaded) => {
          const [, { appQueryClient }, , , { seedSessionBoot }] = loaded;
          await seedSessionBoot(appQueryClient());
          return loaded;
        });
      },
      ([{ ShellLayout }, { AppQueryProvider }, { ModalsProvider }]) => (
        <RequireSignedIn>
          <AppQueryProvider>
            <ModalsProvider>
              <ShellLayout />
            </ModalsProvider>
          </AppQueryProvider>
        </RequireSignedIn>
      ),
    ),
    errorElement: <RouteErrorBoundary standalone />,
    hydrateFallbackElement: <RouteLoading />,
    children: withErrorBoundary(
      [{ index: true, element: <Navigate to="/home" replace /> }],
      shellScreensRouteId,
    ),
  },
  {
    path: '/page-not-found',
    lazy: lazyElement(
      () => import('./routes/page-not-found-route.tsx'),
      ({ PageNotFoundRoute }) => <PageNotFoundRoute />,
    ),
    errorElement: <RouteErrorBoundary standalone />,
    hydrateFallbackElement: <RouteLoading />,
  },
  { path: '*', element: <Navigate to="/page-not-found" replace /> },
];

/**
 * Adds the signed-in screens under the shell, once, on the first navigation to a path the entry's
 * routes match only with the catch-all (a deep link, the first screen after sign-in): react-router
 * then matches the path again. One patcher per router.
 */
export const shellRoutesPatcher = (): PatchRoutesOnNavigationFunction => {
  let isPatched = false;
  return async ({ path, patch, signal }) => {
    if (isPatched || path.startsWith('/account')) return;
    // The shell's first data and code are asked for now, beside the route table, not after it.
    startSessionBoot();
    void import('./shell/shell-layout.tsx').catch(() => undefined);
    const { shellRoutes } = await import('./routes/shell-routes.tsx');
    if (isPatched || signal.aborted) return;
    patch(shellScreensRouteId, shellRoutes);
    isPatched = true;
  };
};

export const createAppRouter = () =>
  createBrowserRouter(appRoutes, { patchRoutesOnNavigation: shellRoutesPatcher() });
export type AppRouter = ReturnType<typeof createAppRouter>;
