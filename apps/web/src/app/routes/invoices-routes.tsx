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
      () => import('@/pages/invoice-list-page.tsx'),
      ({ InvoiceListPage }) => <InvoiceListPage />,
    ),
  },
  {
    path: 'ledger',
    lazy: guardedElement(
      'invoices',
      () => import('@/pages/ledger-page.tsx'),
      ({ LedgerPage }) => <LedgerPage />,
    ),
  },
  {
    path: 'technical-journal',
    lazy: guardedElement(
      'invoices',
      () => import('@/pages/technical-journal-page.tsx'),
      ({ TechnicalJournalPage }) => <TechnicalJournalPage />,
    ),
  },
];
