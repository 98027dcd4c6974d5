import {
  accountingPeriodCreate,
  accountingPeriodRead,
  companyCreate,
  companyRead,
  companyUpdate,
  huttosoftInstanceRead,
} from '@velodesk/contract/api/settings';
import { hydraCollection } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { collectionQuerySchema, listQuery } from '../../platform/filters.ts';
import { collection } from '../../platform/hydra.ts';
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

const idParams = z.object({ id: z.coerce.number().int().positive() });
const settings = need('settings_application');
const tags = ['settings'];

/**
 * Billing companies (read with a login: site, pricing and invoice screens list them), their
 * accounting periods and the stay-system instances. Every write needs application settings.
 */
export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/companies',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(companyCollection),
          response: { 200: hydraCollection(companyRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findCompanies(ctx, actorOf(request), listQuery(request));
        return collection('/companies', members, total, { ...parsed, query: listQuery(request) });
      },
    );

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

    app.get(
      '/accounting_periods',
      {
        config: { requirement: settings },
        schema: {
          tags,
          querystring: collectionQuerySchema(periodCollection),
          response: { 200: hydraCollection(accountingPeriodRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findPeriods(ctx, actorOf(request), listQuery(request));
        return collection('/accounting_periods', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.post(
      '/accounting_periods',
      {
        config: { requirement: settings },
        schema: { tags, body: accountingPeriodCreate, response: { 201: accountingPeriodRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createPeriod(ctx, actorOf(request), request.body)),
    );

    app.get(
      '/huttosoft_instances',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(instanceCollection),
          response: { 200: hydraCollection(huttosoftInstanceRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findInstances(ctx, listQuery(request));
        return collection('/huttosoft_instances', members, total, { ...parsed, query: listQuery(request) });
      },
    );
  };
