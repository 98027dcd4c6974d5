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
    return { items: searchCustomers(state.clients.bySite(criteria.siteId), criteria) };
  });

  app.get<{ Params: { clientId: string } }>('/api/customers/:clientId', async (request) => {
    const customer = state.clients.findByClientId(request.params.clientId);
    if (!customer) throw notFound('Client not found');
    return customer;
  });
}
