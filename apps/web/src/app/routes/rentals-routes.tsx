import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The rental list and the rental details (rentals spec "Rental list", "Rental details"), each loaded on its first visit. */
export const rentalsRoutes: RouteObject[] = [
  {
    path: 'rentals',
    lazy: guardedElement(
      'rentals',
      () => import('@/pages/rental-list-page.tsx'),
      ({ RentalListPage }) => <RentalListPage />,
    ),
  },
  {
    path: 'rentals/:state',
    lazy: guardedElement(
      'rentals-by-state',
      () => import('@/pages/rental-list-page.tsx'),
      ({ RentalsByStatePage }) => <RentalsByStatePage />,
    ),
  },
  {
    path: 'rental-details/:id',
    lazy: guardedElement(
      'rental-details',
      () => import('@/pages/rental-details-page.tsx'),
      ({ RentalDetailsPage }) => <RentalDetailsPage />,
    ),
  },
];
