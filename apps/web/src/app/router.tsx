import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../pages/coming-soon-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { InitializePasswordPage } from '../pages/initialize-password-page.tsx';
import { LoginPage } from '../pages/login-page.tsx';
import { PageNotFoundPage } from '../pages/page-not-found-page.tsx';
import { ResetPasswordPage } from '../pages/reset-password-page.tsx';
import { ResetPasswordRequestPage } from '../pages/reset-password-request-page.tsx';
import { SiteListPage } from '../pages/site-list-page.tsx';
import { UpdatePasswordPage } from '../pages/update-password-page.tsx';
import { UserProfilePage } from '../pages/user-profile-page.tsx';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RequireRoute } from './guards/require-route.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { customersRoutes } from './routes/customers-routes.tsx';
import { placeholderRoutes } from './routes/route-table.ts';
import { settingsRoutes } from './routes/settings-routes.tsx';
import { usersRoutes } from './routes/users-routes.tsx';
import { isSessionActive } from './session/session-store.ts';
import { useSession } from './session/use-session.ts';
import { AccountLayout } from './shell/account-layout.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

/** The 404 page lives in the shell when signed in, else in the account area. */
function PageNotFoundRoute() {
  const session = useSession();
  return isSessionActive(session) ? (
    <ShellLayout>
      <PageNotFoundPage />
    </ShellLayout>
  ) : (
    <AccountLayout>
      <PageNotFoundPage />
    </AccountLayout>
  );
}

/**
 * The screens of a layout, under an error boundary of their own: a screen that crashes shows a
 * message with a way back in the layout's outlet, and the layout (the shell's top bar and menus)
 * stays. A crash of a layout itself falls to the standalone boundary of its top-level route.
 */
const withErrorBoundary = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorBoundary />, children },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/account',
    element: <AccountLayout />,
    errorElement: <RouteErrorBoundary standalone />,
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
      { path: 'reset_password', element: <ResetPasswordRequestPage /> },
      { path: 'reset_password/:token', element: <ResetPasswordPage /> },
      { path: 'initialize_password/:token', element: <InitializePasswordPage /> },
      { path: 'update_password/:token', element: <UpdatePasswordPage /> },
    ]),
  },
  {
    path: '/',
    element: (
      <RequireSignedIn>
        <ShellLayout />
      </RequireSignedIn>
    ),
    errorElement: <RouteErrorBoundary standalone />,
    children: withErrorBoundary([
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'site-list', element: <SiteListPage /> },
      { path: 'user-profile', element: <UserProfilePage /> },
      ...customersRoutes,
      ...settingsRoutes,
      ...usersRoutes,
      ...placeholderRoutes.map(
        (route): RouteObject => ({
          path: route.path,
          element: (
            <RequireRoute routeKey={route.routeKey}>
              <ComingSoonPage key={route.path} titleKey={route.titleKey} />
            </RequireRoute>
          ),
        }),
      ),
    ]),
  },
  {
    path: '/page-not-found',
    element: <PageNotFoundRoute />,
    errorElement: <RouteErrorBoundary standalone />,
  },
  { path: '*', element: <Navigate to="/page-not-found" replace /> },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
