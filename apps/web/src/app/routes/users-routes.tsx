import type { RouteObject } from 'react-router';
import { guardedPage } from './lazy-route.tsx';

/** The users, profiles, features and mail outbox screens of issue 5, each loaded on its first visit. */
export const usersRoutes: RouteObject[] = [
  guardedPage('user-management', () =>
    import('@/pages/user-management-page.tsx').then((m) => m.UserManagementPage),
  ),
  guardedPage('profile-management', () =>
    import('@/pages/profile-management-page.tsx').then((m) => m.ProfileManagementPage),
  ),
  guardedPage('feature-management', () =>
    import('@/pages/feature-management-page.tsx').then((m) => m.FeatureManagementPage),
  ),
  guardedPage('outbox', () => import('@/pages/outbox-page.tsx').then((m) => m.OutboxPage)),
];
