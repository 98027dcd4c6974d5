import { type RouteKey, routeRequirements, satisfies } from '@velodesk/contract/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homePath } from '../session/login-redirect.ts';
import { useGrants } from '../session/use-grants.ts';

/** Lets through a user whose feature accesses satisfy the route's requirement; others go home. */
export function RequireRoute({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const grants = useGrants();
  if (!satisfies(grants, routeRequirements[routeKey])) return <Navigate to={homePath} replace />;
  return children;
}
