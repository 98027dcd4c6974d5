import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/**
 * The invoice list (rentals spec "Invoice list") and the ledger (docs/decisions/invoice-screens.md):
 * the ledger is behind the invoices' route and the screen itself tells other profiles than finance
 * and administrators that it is theirs (the server's rule), loaded on their first visit.
 */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    lazy: guardedElement(
      'invoices',
      () => import('@/modules/invoices/components/invoice-list-screen.tsx'),
      ({ InvoiceListScreen }) => <InvoiceListScreen />,
    ),
  },
  {
    path: 'ledger',
    lazy: guardedElement(
      'invoices',
      () => import('@/modules/invoices/components/ledger-screen.tsx'),
      ({ LedgerScreen }) => <LedgerScreen />,
    ),
  },
  {
    path: 'technical-journal',
    lazy: guardedElement(
      'invoices',
      () => import('@/modules/invoices/components/technical-journal-screen.tsx'),
      ({ TechnicalJournalScreen }) => <TechnicalJournalScreen />,
    ),
  },
];
