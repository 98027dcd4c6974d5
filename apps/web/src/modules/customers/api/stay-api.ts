import type { StayCustomerRead, StayImportAnswer, StaySearchQuery } from '@velodesk/contract/api/customers';
import { stayRoutes } from '@velodesk/contract/routes/stay';
import { callRoute } from '@/shared/api/api-route.ts';

/**
 * The stay system through the API: every match of a search at once (the modal pages them), and the
 * import that creates or updates the local customer. The site is the user's current site.
 */
export const searchStayCustomers = async (
  query: StaySearchQuery,
  signal?: AbortSignal,
): Promise<StayCustomerRead[]> =>
  (await callRoute(stayRoutes['GET /huttosoft/search_customer'], { query: { ...query }, signal }))[
    'hydra:member'
  ];

export const importStayCustomer = (clientId: string): Promise<StayImportAnswer> =>
  callRoute(stayRoutes['POST /huttosoft/import_customer/:clientId'], { params: { clientId } });
