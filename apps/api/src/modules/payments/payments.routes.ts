import { idempotencyKeyHeader } from '@velodesk/contract/api/payments';
import { paymentsRoutes as paymentsTable } from '@velodesk/contract/routes/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
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

    serveCollection(app, paymentsTable['GET /payments'], {
      spec: paymentCollection,
      find: (request, query) => findPayments(ctx, actorOf(request), query),
    });
    serveRoute(app, paymentsTable['GET /payments/:id'], async (request) =>
      getPayment(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, paymentsTable['POST /payments'], async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      const answer = await createPayment(deps, actorOf(request), request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.payment;
    });
    serveRoute(app, paymentsTable['POST /payments/create'], async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      const answer = await createPayments(deps, actorOf(request), request.body, { idempotencyKey: key });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.payments;
    });
    serveRoute(
      app,
      paymentsTable['PATCH /payments/:id'],
      async (request, reply) => {
        const answer = await cancelPayment(deps, actorOf(request), request.params.id);
        return reply.status(answer.status).send(answer.body);
      },
      {
        alsoAnswers: [202],
      },
    );
    serveRoute(app, paymentsTable['POST /payments/:id/retry_external'], async (request) =>
      retryExternalCopy(deps, actorOf(request), request.params.id),
    );
    serveRoute(app, paymentsTable['GET /rentals/:id/remaining_amount'], async (request) =>
      getRemainingAmount(ctx, actorOf(request), request.params.id),
    );
  };
