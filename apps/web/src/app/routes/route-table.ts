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
  { path: 'invoices', routeKey: 'invoices', titleKey: 'MENU.INVOICES' },
  { path: 'invoice-export', routeKey: 'invoice-export', titleKey: 'MENU.INVOICE_EXPORT' },
  { path: 'payment-export', routeKey: 'payment-export', titleKey: 'MENU.PAYMENT_EXPORT' },
  { path: 'reports', routeKey: 'reports', titleKey: 'MENU.REPORTS' },
  { path: 'about', routeKey: 'about', titleKey: 'MENU.ABOUT' },
  { path: 'changelog', routeKey: 'changelog', titleKey: 'MENU.CHANGELOG' },
];
