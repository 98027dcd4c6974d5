import type { RouteKey } from '@velodesk/contract/permissions';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FeatureManagementPage } from '../../pages/feature-management-page.tsx';
import { OutboxPage } from '../../pages/outbox-page.tsx';
import { ProfileManagementPage } from '../../pages/profile-management-page.tsx';
import { UserManagementPage } from '../../pages/user-management-page.tsx';
import { RequireRoute } from '../guards/require-route.tsx';

/** The users, profiles, features and mail outbox screens of issue 5. */
const guarded = (path: string, routeKey: RouteKey, element: ReactNode): RouteObject => ({
  path,
  element: <RequireRoute routeKey={routeKey}>{element}</RequireRoute>,
});

export const usersRoutes: RouteObject[] = [
  guarded('user-management', 'user-management', <UserManagementPage />),
  guarded('profile-management', 'profile-management', <ProfileManagementPage />),
  guarded('feature-management', 'feature-management', <FeatureManagementPage />),
  guarded('outbox', 'outbox', <OutboxPage />),
];
