import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error.ts';
import { findSite, PAYMENT_METHODS } from '../seed/reference-data.ts';

/** Health, and the reference data the product reads: cash desks per site and payment methods. */
export function registerReferenceRoutes(app: FastifyInstance): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get<{ Params: { siteId: string } }>('/api/sites/:siteId/cash-desks', async (request) => {
    const site = findSite(request.params.siteId);
    if (!site) throw notFound('Unknown site');
    return { items: site.cashDesks };
  });

  app.get('/api/payment-methods', async () => ({ items: PAYMENT_METHODS }));
}
