import { stayCustomerRead, stayImportAnswer, staySearchQuery } from '@velodesk/contract/api/customers';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import { collection } from '../../platform/hydra.ts';
import { getStayCustomer, importStayCustomer, type StayDeps, searchStayCustomers } from './stay.service.ts';

const clientParams = z.object({
  clientId: z
    .string()
    .trim()
    .min(1, 'clientId is required.')
    .max(100, 'clientId has 100 characters at most.'),
});

/**
 * The stay system (huttosoft) for the customer search modal: signed-in users only (the customers
 * screens need no feature). The search answers every match at once; the web app pages it.
 */
export const stayRoutes =
  (deps: StayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/huttosoft/search_customer',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['stay system'],
          querystring: staySearchQuery,
          response: { 200: hydraCollection(stayCustomerRead) },
        },
      },
      async (request) => {
        const members = await searchStayCustomers(deps, actorOf(request), request.query);
        return collection('/huttosoft/search_customer', members, members.length, {
          page: 1,
          itemsPerPage: Math.max(1, members.length),
          paginated: false,
          query: {},
        });
      },
    );

    app.get(
      '/huttosoft/get_customer/:clientId',
      {
        config: { requirement: 'login' },
        schema: { tags: ['stay system'], params: clientParams, response: { 200: stayCustomerRead } },
      },
      async (request) => getStayCustomer(deps, actorOf(request), request.params.clientId),
    );

    app.post(
      '/huttosoft/import_customer/:clientId',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['stay system'],
          params: clientParams,
          response: { 200: stayImportAnswer, 201: stayImportAnswer },
        },
      },
      async (request, reply) => {
        const { created, answer } = await importStayCustomer(deps, actorOf(request), request.params.clientId);
        return reply.status(created ? 201 : 200).send(answer);
      },
    );
  };
