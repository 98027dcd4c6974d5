import type { RouteObject } from 'react-router';
import { comingSoonRoute } from './coming-soon-route.tsx';

/** The rental list and the rental details (rentals spec "Rental list", "Rental details"). */
export const rentalsRoutes: RouteObject[] = [
  comingSoonRoute({ path: 'rentals', routeKey: 'rentals', titleKey: 'MENU.RENTALS' }),
  comingSoonRoute({
    path: 'rentals/:state',
    routeKey: 'rentals-by-state',
    titleKey: 'PAGES.RENTALS_BY_STATE',
  }),
  comingSoonRoute({
    path: 'rental-details/:id',
    routeKey: 'rental-details',
    titleKey: 'PAGES.RENTAL_DETAILS',
  }),
];
