import { stayRoutes as stayTable } from '@velodesk/contract/routes/stay';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { collection } from '../../platform/hydra.ts';
import { serveRoute } from '../../platform/serve-route.ts';
import { findCashDesks, findPaymentMethods, type PaymentDeps } from './payments.service.ts';

const whole = (count: number) => ({
  page: 1,
  itemsPerPage: Math.max(1, count),
  paginated: false,
  query: {},
});

/** The stay system's cash desks of a site and its payment methods, for the payment form. */
export const cashDeskRoutes =
  (deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(app, stayTable['GET /huttosoft/cash_desks'], async (request) => {
      const members = await findCashDesks(deps, actorOf(request), request.query.siteId);
      return collection('/huttosoft/cash_desks', members, members.length, whole(members.length));
    });
    serveRoute(app, stayTable['GET /huttosoft/payment_methods'], async (request) => {
      const members = await findPaymentMethods(deps, actorOf(request));
      return collection('/huttosoft/payment_methods', members, members.length, whole(members.length));
    });
  };
