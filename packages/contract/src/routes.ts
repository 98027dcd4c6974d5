import { accessRoutes } from './routes/access.ts';
import { accountRoutes } from './routes/account.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { customersRoutes } from './routes/customers.ts';
import { depositsRoutes } from './routes/deposits.ts';
import { exportsRoutes } from './routes/exports.ts';
import { healthRoutes } from './routes/health.ts';
import { invoicingRoutes } from './routes/invoicing.ts';
import { journalRoutes } from './routes/journal.ts';
import { mailRoutes } from './routes/mail.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { pricingRoutes } from './routes/pricing.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { referenceRoutes } from './routes/reference.ts';
import { rentalsRoutes } from './routes/rentals.ts';
import type { ApiRoute } from './routes/route.ts';
import { searchRoutes } from './routes/search.ts';
import { settingsRoutes } from './routes/settings.ts';
import { sitesRoutes } from './routes/sites.ts';
import { stayRoutes } from './routes/stay.ts';
import { usersRoutes } from './routes/users.ts';
import { versionsRoutes } from './routes/versions.ts';

export {
  countParams,
  settingsUserSite,
  siteIdParams,
  stayClientParams,
  tokenParams,
  uniquenessParams,
} from './routes/params.ts';
export type { ApiRoute, HttpMethod } from './routes/route.ts';

/**
 * The route table of the API: every route it serves under /api, one file a group in routes/, each
 * route named by its method and path (`catalogueRoutes['PATCH /ranges/:id']`). The API registers
 * its routes from it (apps/api/src/platform/serve-route.ts), the Hydra and OpenAPI documents are
 * generated from it (apps/api/src/platform/api-docs/), and the web app calls the API through one
 * client typed by it (apps/web/src/shared/api/api-route.ts); a test fails when the API's
 * registered routes and this table differ (apps/api/src/platform/route-table.test.ts).
 */
export const routeGroups = {
  health: healthRoutes,
  access: accessRoutes,
  users: usersRoutes,
  account: accountRoutes,
  mail: mailRoutes,
  sites: sitesRoutes,
  reference: referenceRoutes,
  customers: customersRoutes,
  stay: stayRoutes,
  catalogue: catalogueRoutes,
  pricing: pricingRoutes,
  settings: settingsRoutes,
  rentals: rentalsRoutes,
  payments: paymentsRoutes,
  deposits: depositsRoutes,
  invoicing: invoicingRoutes,
  privacy: privacyRoutes,
  journal: journalRoutes,
  exports: exportsRoutes,
  search: searchRoutes,
  versions: versionsRoutes,
} as const;

export const apiRoutes: readonly ApiRoute[] = Object.values(routeGroups).flatMap((group) =>
  Object.values(group),
);
