import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/pages/login-page.tsx';
import { verifySession } from '@/shared/session/session-store.ts';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { comingSoonRoute } from './routes/coming-soon-route.tsx';
import { customersRoutes } from './routes/customers-routes.tsx';
import { exportsRoutes } from './routes/exports-routes.tsx';
import { invoicesRoutes } from './routes/invoices-routes.tsx';
import { lazyElement } from './routes/lazy-route.tsx';
import { LazyRouteErrorBoundary as RouteErrorBoundary } from './routes/lazy-route-error.tsx';
import { paymentsRoutes } from './routes/payments-routes.tsx';
import { planningRoutes } from './routes/planning-routes.tsx';
import { rentalPageRoutes } from './routes/rental-page-routes.tsx';
import { rentalsRoutes } from './routes/rentals-routes.tsx';
import { RouteLoading } from './routes/route-loading.tsx';
import { placeholderRoutes } from './routes/route-table.ts';
import { settingsRoutes } from './routes/settings-routes.tsx';
import { usersRoutes } from './routes/users-routes.tsx';
import { versionsRoutes } from './routes/versions-routes.tsx';
import { AccountLayout } from './shell/account-layout.tsx';

/*
 * Bundles split by route (docs/decisions/web-bundles.md): the entry holds the account area and the
 * sign-in page only; the shell and every other screen are loaded by react-router's `lazy` on their
 * first visit, so the sign-in page does not download the back-office.
 */

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

const withErrorBoundary = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorBoundary />, children },
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
    lazy: lazyElement(
      () =>
        Promise.all([
          import('./shell/shell-layout.tsx'),
          import('./query-provider.tsx'),
          import('@mantine/modals'),
          verifySession(),
        ]),
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
    children: withErrorBoundary([
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'home',
        lazy: lazyElement(
          () => import('@/pages/home-page.tsx'),
          ({ HomePage }) => <HomePage />,
        ),
      },
      {
        path: 'site-list',
        lazy: lazyElement(
          () => import('@/pages/site-list-page.tsx'),
          ({ SiteListPage }) => <SiteListPage />,
        ),
      },
      {
        path: 'user-profile',
        lazy: lazyElement(
          () => import('@/pages/user-profile-page.tsx'),
          ({ UserProfilePage }) => <UserProfilePage />,
        ),
      },
      ...customersRoutes,
      ...settingsRoutes,
      ...usersRoutes,
      ...planningRoutes,
      ...rentalsRoutes,
      ...rentalPageRoutes,
      ...paymentsRoutes,
      ...exportsRoutes,
      ...invoicesRoutes,
      ...versionsRoutes,
      ...placeholderRoutes.map(comingSoonRoute),
    ]),
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

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
