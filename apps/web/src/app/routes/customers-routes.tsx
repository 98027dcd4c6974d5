import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { CompanyCustomersPage } from '../../pages/company-customers-page.tsx';
import { CompanyDetailsPage } from '../../pages/company-details-page.tsx';
import { CustomerDetailsPage } from '../../pages/customer-details-page.tsx';
import { CustomerRentalsPage } from '../../pages/customer-rentals-page.tsx';
import { IndividualCustomersPage } from '../../pages/individual-customers-page.tsx';
import { RequireRoute } from '../guards/require-route.tsx';

/** The customers screens (back-office spec route table: no feature, a signed-in user). */
const guarded = (element: ReactNode) => <RequireRoute routeKey="customers">{element}</RequireRoute>;

export const customersRoutes: RouteObject[] = [
  { path: 'individual-customers', element: guarded(<IndividualCustomersPage />) },
  { path: 'company-customers', element: guarded(<CompanyCustomersPage />) },
  { path: 'customers-details/:id', element: guarded(<CustomerDetailsPage />) },
  { path: 'company-details/:id', element: guarded(<CompanyDetailsPage />) },
  { path: 'customers-rentals/:id', element: guarded(<CustomerRentalsPage kind="individual" />) },
  { path: 'company-rentals/:id', element: guarded(<CustomerRentalsPage kind="company" />) },
];
