import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error.ts';
import type { RawQuery } from '../http/query.ts';
import { findSite } from '../seed/reference-data.ts';
import type { SimState } from '../sim-state.ts';
import { parseCustomerSearch, searchCustomers } from './search-customers.ts';

export function registerCustomerRoutes(app: FastifyInstance, state: SimState): void {
  app.get<{ Querystring: RawQuery }>('/api/customers/search', async (request) => {
    const criteria = parseCustomerSearch(request.query);
    if (!findSite(criteria.siteId)) throw notFound('Unknown site');
    const items = searchCustomers(state.clients.bySite(criteria.siteId), criteria);
    return { items: items.map((customer) => ({ ...customer, siteId: criteria.siteId })) };
  });

  app.get<{ Params: { clientId: string } }>('/api/customers/:clientId', async (request) => {
    const client = state.clients.findByClientId(request.params.clientId);
    if (!client) throw notFound('Client not found');
    // The answer names the site of the stay, so a caller can keep each site's guests to its staff.
    return { ...client.customer, siteId: client.siteId };
  });
}
