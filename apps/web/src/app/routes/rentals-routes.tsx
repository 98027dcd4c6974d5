import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The rental list and the rental details (rentals spec "Rental list", "Rental details"), each loaded on its first visit. */
export const rentalsRoutes: RouteObject[] = [
  {
    path: 'rentals',
    lazy: guardedElement(
      'rentals',
      () => import('@/modules/rentals/list/rental-pages.tsx'),
      ({ RentalListPage }) => <RentalListPage />,
    ),
  },
  {
    path: 'rentals/:state',
    lazy: guardedElement(
      'rentals-by-state',
      () => import('@/modules/rentals/list/rental-pages.tsx'),
      ({ RentalsByStatePage }) => <RentalsByStatePage />,
    ),
  },
  {
    path: 'rental-details/:id',
    lazy: guardedElement(
      'rental-details',
      () => import('@/modules/rentals/list/rental-pages.tsx'),
      ({ RentalDetailsPage }) => <RentalDetailsPage />,
    ),
  },
];
