import type { RouteKey } from '@velodesk/contract/permissions';
import type { TextKey } from '../../i18n/text-key.ts';

/**
 * The authenticated routes of the specs that are not built yet: each renders a titled "coming soon"
 * page behind its permission, so that menus and links already lead somewhere real.
 */
export interface PlaceholderRoute {
  path: string;
  routeKey: RouteKey;
  titleKey: TextKey;
}

export const placeholderRoutes: readonly PlaceholderRoute[] = [
  { path: 'calendar', routeKey: 'calendar', titleKey: 'MENU.CALENDAR' },
  { path: 'rentals', routeKey: 'rentals', titleKey: 'MENU.RENTALS' },
  { path: 'rentals/:state', routeKey: 'rentals-by-state', titleKey: 'PAGES.RENTALS_BY_STATE' },
  { path: 'rental-details/:id', routeKey: 'rental-details', titleKey: 'PAGES.RENTAL_DETAILS' },
  { path: 'rental/:type', routeKey: 'rental', titleKey: 'PAGES.RENTAL_EDIT' },
  { path: 'invoices', routeKey: 'invoices', titleKey: 'MENU.INVOICES' },
  { path: 'payments', routeKey: 'payments', titleKey: 'MENU.PAYMENTS' },
  { path: 'invoice-export', routeKey: 'invoice-export', titleKey: 'MENU.INVOICE_EXPORT' },
  { path: 'payment-export', routeKey: 'payment-export', titleKey: 'MENU.PAYMENT_EXPORT' },
  { path: 'reports', routeKey: 'reports', titleKey: 'MENU.REPORTS' },
  { path: 'about', routeKey: 'about', titleKey: 'MENU.ABOUT' },
  { path: 'changelog', routeKey: 'changelog', titleKey: 'MENU.CHANGELOG' },
];
