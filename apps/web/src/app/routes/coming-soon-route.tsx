import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';
import type { PlaceholderRoute } from './route-table.ts';

/** A route of the specs whose screen is not built yet: a titled "coming soon" page behind its permission. */
export const comingSoonRoute = (route: PlaceholderRoute): RouteObject => ({
  path: route.path,
  lazy: guardedElement(
    route.routeKey,
    () => import('@/pages/coming-soon-page.tsx'),
    ({ ComingSoonPage }) => <ComingSoonPage key={route.path} titleKey={route.titleKey} />,
  ),
});
