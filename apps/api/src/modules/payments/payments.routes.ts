import {
  idempotencyKeyHeader,
  paymentCancel,
  paymentCancellation,
  paymentCreate,
  paymentLine,
  paymentRead,
  remainingAmountRead,
} from '@velodesk/contract/api/payments';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { cashDeskRoutes } from './cash-desks.routes.ts';
import { createPaymentOutbox } from './payment-outbox.ts';
import {
  cancelPayment,
  createPayment,
  createPayments,
  findPayments,
  getPayment,
  getRemainingAmount,
  paymentCollection,
  retryExternalCopy,
} from './payments.service.ts';

const tags = ['payments'];
const contract = need('rental_contract');
/** How often the outbox looks for payments to send or retry (docs/decisions/payments-outbox.md). */
export const outboxIntervalMs = 2_000;

/**
 * Payments (rentals.md sections 4, 5, 7; back-office.md "Finance lists"). Starts the sender of
 * the payments' outbox with the API, and stops it (waiting for a run under way) when it closes.
 */
export const paymentsRoutes =
  (base: { ctx: AppContext; staySystem: StaySystemClient }): FastifyPluginAsyncZod =>
  async (app) => {
    const outbox = createPaymentOutbox(base);
    const deps = { ...base, outbox };
    const { ctx } = deps;
    app.addHook('onReady', async () => outbox.start(outboxIntervalMs));
    app.addHook('onClose', async () => outbox.stop());

    await app.register(cashDeskRoutes(deps));

    registerCollection(app, '/payments', {
      requirement: contract,
      tags,
      spec: paymentCollection,
      member: paymentRead,
      find: (request, query) => findPayments(ctx, actorOf(request), query),
    });
    app.get(
      '/payments/:id',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: paymentRead } },
      },
      async (request) => getPayment(ctx, actorOf(request), request.params.id),
    );
    app.post(
      '/payments',
      {
        config: { requirement: contract },
        schema: {
          tags,
          body: paymentLine,
          headers: z.looseObject({ [idempotencyKeyHeader]: z.string().optional() }),
          response: { 201: paymentRead },
        },
      },
      async (request, reply) => {
        const key = request.headers[idempotencyKeyHeader];
        const answer = await createPayment(deps, actorOf(request), request.body, key);
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(answer.payment);
      },
    );
    app.post(
      '/payments/create',
      {
        config: { requirement: contract },
        schema: {
          tags,
          body: paymentCreate,
          headers: z.looseObject({ [idempotencyKeyHeader]: z.string().optional() }),
          response: { 201: z.array(paymentRead) },
        },
      },
      async (request, reply) => {
        const key = request.headers[idempotencyKeyHeader];
        const answer = await createPayments(deps, actorOf(request), request.body, { idempotencyKey: key });
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(answer.payments);
      },
    );
    app.patch(
      '/payments/:id',
      {
        config: { requirement: contract },
        schema: {
          tags,
          params: idParams,
          body: paymentCancel,
          response: { 200: paymentCancellation, 202: paymentCancellation },
        },
      },
      async (request, reply) => {
        const answer = await cancelPayment(deps, actorOf(request), request.params.id);
        return reply.status(answer.status).send(answer.body);
      },
    );
    app.post(
      '/payments/:id/retry_external',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: paymentRead } },
      },
      async (request) => retryExternalCopy(deps, actorOf(request), request.params.id),
    );
    app.get(
      '/rentals/:id/remaining_amount',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: remainingAmountRead } },
      },
      async (request) => getRemainingAmount(ctx, actorOf(request), request.params.id),
    );
  };
