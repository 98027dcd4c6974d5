import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The accounting exports and the reports (back-office spec "Exports"), loaded on their first visit. */
export const exportsRoutes: RouteObject[] = [
  {
    path: 'invoice-export',
    lazy: guardedElement(
      'invoice-export',
      () => import('@/pages/invoice-export-page.tsx'),
      ({ InvoiceExportPage }) => <InvoiceExportPage />,
    ),
  },
  {
    path: 'payment-export',
    lazy: guardedElement(
      'payment-export',
      () => import('@/pages/payment-export-page.tsx'),
      ({ PaymentExportPage }) => <PaymentExportPage />,
    ),
  },
  {
    path: 'reports',
    lazy: guardedElement(
      'reports',
      () => import('@/pages/reports-page.tsx'),
      ({ ReportsPage }) => <ReportsPage />,
    ),
  },
];
