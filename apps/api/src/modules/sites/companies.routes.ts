import { settingsRoutes as settingsTable } from '@velodesk/contract/routes/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import {
  companyCollection,
  createCompany,
  createPeriod,
  findCompanies,
  findInstances,
  findPeriods,
  getCompany,
  instanceCollection,
  periodCollection,
  updateCompany,
} from './companies.service.ts';

/**
 * Billing companies (read with a login: site, pricing and invoice screens list them), their
 * accounting periods and the stay-system instances. Every write needs application settings. POST
 * /companies and PATCH /companies/{id} take the new accounting periods too (`newAccountingPeriods`),
 * saved with the company in one transaction.
 */
export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCollection(app, settingsTable['GET /companies'], {
      spec: companyCollection,
      find: (request, query) => findCompanies(ctx, actorOf(request), query),
    });

    serveRoute(app, settingsTable['GET /companies/:id'], async (request) =>
      getCompany(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, settingsTable['POST /companies'], async (request) =>
      createCompany(ctx, actorOf(request), request.body),
    );

    serveRoute(app, settingsTable['PATCH /companies/:id'], async (request) =>
      updateCompany(ctx, actorOf(request), request.params.id, request.body),
    );

    serveCollection(app, settingsTable['GET /accounting_periods'], {
      spec: periodCollection,
      find: (request, query) => findPeriods(ctx, actorOf(request), query),
    });

    serveRoute(app, settingsTable['POST /accounting_periods'], async (request) =>
      createPeriod(ctx, actorOf(request), request.body),
    );

    serveCollection(app, settingsTable['GET /huttosoft_instances'], {
      spec: instanceCollection,
      find: (request, query) => findInstances(ctx, actorOf(request), query),
    });
  };
