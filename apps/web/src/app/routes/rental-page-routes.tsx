import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/**
 * The contract and reservation page (rentals spec "Add/edit rental page"): /rental/contract and
 * /rental/reservation with edit, id and migrate=true, loaded on its first visit.
 */
export const rentalPageRoutes: RouteObject[] = [
  {
    path: 'rental/:type',
    lazy: guardedElement(
      'rental',
      () => import('@/pages/rental-edit-page.tsx'),
      ({ RentalEditPage }) => <RentalEditPage />,
    ),
  },
];
