import type { RouteObject } from 'react-router';
import { guardedPage } from './lazy-route.tsx';

/** The settings screens of issue 3 (sites, companies, taxes, pricings, loyalty discounts, fleet) and the default deposits (issue 24), each loaded on its first visit. */
export const settingsRoutes: RouteObject[] = [
  guardedPage('site-settings', () =>
    import('@/pages/site-settings-page.tsx').then((m) => m.SiteSettingsPage),
  ),
  guardedPage('company-settings', () =>
    import('@/pages/company-settings-page.tsx').then((m) => m.CompanySettingsPage),
  ),
  guardedPage('taxes', () => import('@/pages/taxes-page.tsx').then((m) => m.TaxesPage)),
  guardedPage('pricings', () => import('@/pages/pricings-page.tsx').then((m) => m.PricingsPage)),
  guardedPage('fidelity-settings', () =>
    import('@/pages/fidelity-settings-page.tsx').then((m) => m.FidelitySettingsPage),
  ),
  guardedPage('deposit-rules', () =>
    import('@/pages/deposit-rules-page.tsx').then((m) => m.DepositRulesPage),
  ),
  guardedPage('fleet', () => import('@/pages/fleet-page.tsx').then((m) => m.FleetPage)),
];
