import type { RouteObject } from 'react-router';
import { comingSoonRoute } from './coming-soon-route.tsx';

/** The planning calendar (rentals spec "Planning calendar"), loaded on its first visit. */
export const planningRoutes: RouteObject[] = [
  comingSoonRoute({ path: 'calendar', routeKey: 'calendar', titleKey: 'MENU.CALENDAR' }),
];
