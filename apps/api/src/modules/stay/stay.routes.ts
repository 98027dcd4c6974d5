import { stayRoutes as stayTable } from '@velodesk/contract/routes/stay';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { collection } from '../../platform/hydra.ts';
import { serveRoute } from '../../platform/serve-route.ts';
import { getStayCustomer, importStayCustomer, type StayDeps, searchStayCustomers } from './stay.service.ts';

/**
 * The stay system (huttosoft) for the customer search modal: signed-in users only (the customers
 * screens need no feature). The search answers every match at once; the web app pages it.
 */
export const stayRoutes =
  (deps: StayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(app, stayTable['GET /huttosoft/search_customer'], async (request) => {
      const members = await searchStayCustomers(deps, actorOf(request), request.query);
      return collection('/huttosoft/search_customer', members, members.length, {
        page: 1,
        itemsPerPage: Math.max(1, members.length),
        paginated: false,
        query: {},
      });
    });

    serveRoute(app, stayTable['GET /huttosoft/get_customer/:clientId'], async (request) =>
      getStayCustomer(deps, actorOf(request), request.params.clientId),
    );

    serveRoute(
      app,
      stayTable['POST /huttosoft/import_customer/:clientId'],
      async (request, reply) => {
        const { created, answer } = await importStayCustomer(deps, actorOf(request), request.params.clientId);
        return reply.status(created ? 201 : 200).send(answer);
      },
      {
        alsoAnswers: [200],
      },
    );
  };
