import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The accounting exports and the reports (back-office spec "Exports"), loaded on their first visit. */
export const exportsRoutes: RouteObject[] = [
  {
    path: 'invoice-export',
    lazy: guardedElement(
      'invoice-export',
      () => import('@/modules/exports/components/period-export-screen.tsx'),
      ({ PeriodExportScreen }) => <PeriodExportScreen key="invoices" kind="invoices" />,
    ),
  },
  {
    path: 'payment-export',
    lazy: guardedElement(
      'payment-export',
      () => import('@/modules/exports/components/period-export-screen.tsx'),
      ({ PeriodExportScreen }) => <PeriodExportScreen key="payments" kind="payments" />,
    ),
  },
  {
    path: 'reports',
    lazy: guardedElement(
      'reports',
      () => import('@/modules/exports/components/reports-screen.tsx'),
      ({ ReportsScreen }) => <ReportsScreen />,
    ),
  },
];
