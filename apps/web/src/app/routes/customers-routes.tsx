import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/** The customers screens (back-office spec route table: no feature, a signed-in user), each loaded on its first visit. */
export const customersRoutes: RouteObject[] = [
  {
    path: 'individual-customers',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/individual-customers-page.tsx'),
      ({ IndividualCustomersPage }) => <IndividualCustomersPage />,
    ),
  },
  {
    path: 'company-customers',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/company-customers-page.tsx'),
      ({ CompanyCustomersPage }) => <CompanyCustomersPage />,
    ),
  },
  {
    path: 'customers-details/:id',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/customer-details-page.tsx'),
      ({ CustomerDetailsPage }) => <CustomerDetailsPage />,
    ),
  },
  {
    path: 'company-details/:id',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/company-details-page.tsx'),
      ({ CompanyDetailsPage }) => <CompanyDetailsPage />,
    ),
  },
  {
    path: 'customers-rentals/:id',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/customer-rentals-page.tsx'),
      ({ CustomerRentalsPage }) => <CustomerRentalsPage kind="individual" />,
    ),
  },
  {
    path: 'company-rentals/:id',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/customer-rentals-page.tsx'),
      ({ CustomerRentalsPage }) => <CustomerRentalsPage kind="company" />,
    ),
  },
  // Who read or exported customers' personal data (issue 26): the screen is for administrators and
  // says so to anyone else (the API's rule), as the ledger does.
  {
    path: 'personal-data-journal',
    lazy: guardedElement(
      'customers',
      () => import('@/pages/personal-data-journal-page.tsx'),
      ({ PersonalDataJournalPage }) => <PersonalDataJournalPage />,
    ),
  },
];
