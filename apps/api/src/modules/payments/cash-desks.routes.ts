import { cashDeskQuery, cashDeskRead, paymentMethodRead } from '@velodesk/contract/api/payments';
import { hydraCollection } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { collection } from '../../platform/hydra.ts';
import { findCashDesks, findPaymentMethods, type PaymentDeps } from './payments.service.ts';

const tags = ['stay system'];
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
    app.get(
      '/huttosoft/cash_desks',
      {
        config: { requirement: need('rental_contract') },
        schema: { tags, querystring: cashDeskQuery, response: { 200: hydraCollection(cashDeskRead) } },
      },
      async (request) => {
        const members = await findCashDesks(deps, actorOf(request), request.query.siteId);
        return collection('/huttosoft/cash_desks', members, members.length, whole(members.length));
      },
    );
    app.get(
      '/huttosoft/payment_methods',
      {
        config: { requirement: need('rental_contract') },
        schema: { tags, response: { 200: hydraCollection(paymentMethodRead) } },
      },
      async (request) => {
        const members = await findPaymentMethods(deps, actorOf(request));
        return collection('/huttosoft/payment_methods', members, members.length, whole(members.length));
      },
    );
  };
