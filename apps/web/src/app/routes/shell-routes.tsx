import type { RouteObject } from 'react-router';
import { comingSoonRoute } from './coming-soon-route.tsx';
import { customersRoutes } from './customers-routes.tsx';
import { exportsRoutes } from './exports-routes.tsx';
import { invoicesRoutes } from './invoices-routes.tsx';
import { lazyElement } from './lazy-route.tsx';
import { paymentsRoutes } from './payments-routes.tsx';
import { planningRoutes } from './planning-routes.tsx';
import { rentalPageRoutes } from './rental-page-routes.tsx';
import { rentalsRoutes } from './rentals-routes.tsx';
import { placeholderRoutes } from './route-table.ts';
import { settingsRoutes } from './settings-routes.tsx';
import { usersRoutes } from './users-routes.tsx';
import { versionsRoutes } from './versions-routes.tsx';

/**
 * The signed-in screens, under the shell's route: a chunk of their own, added to the router on the
 * first navigation to a path the entry does not know (`patchShellRoutes` in router.tsx), so the
 * sign-in page does not carry the back-office's route table (docs/decisions/web-bundles.md).
 */
export const shellRoutes: RouteObject[] = [
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
];
