import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The planning calendar (rentals spec "Planning calendar"), loaded on its first visit. */
export const planningRoutes: RouteObject[] = [
  {
    path: 'calendar',
    lazy: guardedElement(
      'calendar',
      () => import('@/pages/planning-page.tsx'),
      ({ PlanningPage }) => <PlanningPage />,
    ),
  },
];
