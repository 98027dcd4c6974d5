import {
  accountingPeriodCreate,
  accountingPeriodRead,
  companyCreate,
  companyRead,
  companyUpdate,
  huttosoftInstanceRead,
} from '@velodesk/contract/api/settings';
import { idParams } from '@velodesk/contract/hydra';

import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
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

const settings = need('settings_application');
const tags = ['settings'];

/**
 * Billing companies (read with a login: site, pricing and invoice screens list them), their
 * accounting periods and the stay-system instances. Every write needs application settings. POST
 * /companies and PATCH /companies/{id} take the new accounting periods too (`newAccountingPeriods`),
 * saved with the company in one transaction.
 */
export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerCollection(app, '/companies', {
      requirement: 'login',
      tags: tags,
      spec: companyCollection,
      member: companyRead,
      find: (request, query) => findCompanies(ctx, actorOf(request), query),
    });

    app.get(
      '/companies/:id',
      {
        config: { requirement: 'login' },
        schema: { tags, params: idParams, response: { 200: companyRead } },
      },
      async (request) => getCompany(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/companies',
      {
        config: { requirement: settings },
        schema: { tags, body: companyCreate, response: { 201: companyRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createCompany(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/companies/:id',
      {
        config: { requirement: settings },
        schema: { tags, params: idParams, body: companyUpdate, response: { 200: companyRead } },
      },
      async (request) => updateCompany(ctx, actorOf(request), request.params.id, request.body),
    );

    registerCollection(app, '/accounting_periods', {
      requirement: settings,
      tags: tags,
      spec: periodCollection,
      member: accountingPeriodRead,
      find: (request, query) => findPeriods(ctx, actorOf(request), query),
    });

    app.post(
      '/accounting_periods',
      {
        config: { requirement: settings },
        schema: { tags, body: accountingPeriodCreate, response: { 201: accountingPeriodRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createPeriod(ctx, actorOf(request), request.body)),
    );

    registerCollection(app, '/huttosoft_instances', {
      requirement: 'login',
      tags: tags,
      spec: instanceCollection,
      member: huttosoftInstanceRead,
      find: (request, query) => findInstances(ctx, actorOf(request), query),
    });
  };
