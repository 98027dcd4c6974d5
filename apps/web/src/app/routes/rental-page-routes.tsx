import type { RouteObject } from 'react-router';
import { comingSoonRoute } from './coming-soon-route.tsx';

/** The contract and reservation page (rentals spec "Add/edit rental page"). */
export const rentalPageRoutes: RouteObject[] = [
  comingSoonRoute({ path: 'rental/:type', routeKey: 'rental', titleKey: 'PAGES.RENTAL_EDIT' }),
];
