import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The payment list (rentals spec "Payment list"), loaded on its first visit. */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: guardedElement(
      'payments',
      () => import('../../modules/payments/components/payment-list-screen.tsx'),
      ({ PaymentListScreen }) => <PaymentListScreen />,
    ),
  },
];
