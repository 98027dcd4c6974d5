import type { RouteKey } from '@velodesk/contract/permissions';

/**
 * The authenticated routes of the specs that are not built yet: each renders a titled "coming soon"
 * page behind its permission, so that menus and links already lead somewhere real.
 */
export interface PlaceholderRoute {
  path: string;
  routeKey: RouteKey;
  titleKey: string;
}

export const placeholderRoutes: readonly PlaceholderRoute[] = [
  { path: 'calendar', routeKey: 'calendar', titleKey: 'MENU.CALENDAR' },
  { path: 'individual-customers', routeKey: 'customers', titleKey: 'MENU.INDIVIDUAL_CUSTOMERS' },
  { path: 'company-customers', routeKey: 'customers', titleKey: 'MENU.COMPANY_CUSTOMERS' },
  { path: 'customers-details/:id', routeKey: 'customers', titleKey: 'PAGES.CUSTOMER_DETAILS' },
  { path: 'company-details/:id', routeKey: 'customers', titleKey: 'PAGES.COMPANY_DETAILS' },
  { path: 'customers-rentals/:id', routeKey: 'customers', titleKey: 'PAGES.CUSTOMER_RENTALS' },
  { path: 'company-rentals/:id', routeKey: 'customers', titleKey: 'PAGES.COMPANY_RENTALS' },
  { path: 'rentals', routeKey: 'rentals', titleKey: 'MENU.RENTALS' },
  { path: 'rentals/:state', routeKey: 'rentals-by-state', titleKey: 'PAGES.RENTALS_BY_STATE' },
  { path: 'rental-details/:id', routeKey: 'rental-details', titleKey: 'PAGES.RENTAL_DETAILS' },
  { path: 'rental/:type', routeKey: 'rental', titleKey: 'PAGES.RENTAL_EDIT' },
  { path: 'taxes', routeKey: 'taxes', titleKey: 'MENU.TAXES' },
  { path: 'invoices', routeKey: 'invoices', titleKey: 'MENU.INVOICES' },
  { path: 'payments', routeKey: 'payments', titleKey: 'MENU.PAYMENTS' },
  { path: 'invoice-export', routeKey: 'invoice-export', titleKey: 'MENU.INVOICE_EXPORT' },
  { path: 'payment-export', routeKey: 'payment-export', titleKey: 'MENU.PAYMENT_EXPORT' },
  { path: 'fidelity-settings', routeKey: 'fidelity-settings', titleKey: 'MENU.FIDELITY_SETTINGS' },
  { path: 'site-settings', routeKey: 'site-settings', titleKey: 'MENU.SITE_SETTINGS' },
  { path: 'company-settings', routeKey: 'company-settings', titleKey: 'MENU.COMPANY_SETTINGS' },
  { path: 'fleet', routeKey: 'fleet', titleKey: 'MENU.FLEET' },
  { path: 'pricings', routeKey: 'pricings', titleKey: 'MENU.PRICINGS' },
  { path: 'reports', routeKey: 'reports', titleKey: 'MENU.REPORTS' },
  { path: 'user-management', routeKey: 'user-management', titleKey: 'MENU.USER_MANAGEMENT' },
  { path: 'profile-management', routeKey: 'profile-management', titleKey: 'MENU.PROFILE_MANAGEMENT' },
  { path: 'feature-management', routeKey: 'feature-management', titleKey: 'MENU.FEATURE_MANAGEMENT' },
  { path: 'outbox', routeKey: 'outbox', titleKey: 'MENU.OUTBOX' },
  { path: 'about', routeKey: 'about', titleKey: 'MENU.ABOUT' },
  { path: 'changelog', routeKey: 'changelog', titleKey: 'MENU.CHANGELOG' },
];
