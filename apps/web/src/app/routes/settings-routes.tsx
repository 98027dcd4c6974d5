import type { RouteKey } from '@velodesk/contract/permissions';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { CompanySettingsPage } from '../../pages/company-settings-page.tsx';
import { FidelitySettingsPage } from '../../pages/fidelity-settings-page.tsx';
import { FleetPage } from '../../pages/fleet-page.tsx';
import { PricingsPage } from '../../pages/pricings-page.tsx';
import { SiteSettingsPage } from '../../pages/site-settings-page.tsx';
import { TaxesPage } from '../../pages/taxes-page.tsx';
import { RequireRoute } from '../guards/require-route.tsx';

/** The settings screens of issue 3 (sites, companies, taxes, pricings, loyalty discounts, fleet). */
const guarded = (path: string, routeKey: RouteKey, element: ReactNode): RouteObject => ({
  path,
  element: <RequireRoute routeKey={routeKey}>{element}</RequireRoute>,
});

export const settingsRoutes: RouteObject[] = [
  guarded('site-settings', 'site-settings', <SiteSettingsPage />),
  guarded('company-settings', 'company-settings', <CompanySettingsPage />),
  guarded('taxes', 'taxes', <TaxesPage />),
  guarded('pricings', 'pricings', <PricingsPage />),
  guarded('fidelity-settings', 'fidelity-settings', <FidelitySettingsPage />),
  guarded('fleet', 'fleet', <FleetPage />),
];
