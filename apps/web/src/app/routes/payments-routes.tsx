import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/**
 * The payment list (rentals spec "Payment list") and the deposits the current site holds (issue
 * 24), each loaded on its first visit.
 */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: guardedElement(
      'payments',
      () => import('@/pages/payment-list-page.tsx'),
      ({ PaymentListPage }) => <PaymentListPage />,
    ),
  },
  {
    path: 'held-deposits',
    lazy: guardedElement(
      'held-deposits',
      () => import('@/pages/held-deposits-page.tsx'),
      ({ HeldDepositsPage }) => <HeldDepositsPage />,
    ),
  },
];
