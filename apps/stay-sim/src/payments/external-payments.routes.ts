import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/http-error.ts';
import { parsePositiveInteger, queryValue, type RawQuery } from '../http/query.ts';
import type { SimState } from '../sim-state.ts';
import { parseExternalPaymentInput } from './external-payment-input.ts';

export function registerExternalPaymentRoutes(app: FastifyInstance, state: SimState): void {
  app.post('/api/external-payments', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header.trim() !== '' ? header.trim() : null;
    const { replayed, ...payment } = state.payments.create(parseExternalPaymentInput(request.body), key);
    // A replayed key answers what the first call answered (201, the same payment).
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(payment);
  });

  app.delete<{ Params: { id: string } }>('/api/external-payments/:id', async (request, reply) => {
    const id = parsePositiveInteger(request.params.id);
    if (id === undefined) throw notFound('Transaction not found');
    state.payments.delete(id);
    return reply.code(204).send();
  });

  /**
   * The lookup: the live external payments, optionally of one product payment (after a call whose
   * answer was lost, the product asks whether its copy exists).
   */
  app.get<{ Querystring: RawQuery }>('/api/external-payments', async (request) => {
    const raw = queryValue(request.query, 'paymentId');
    const paymentId = parsePositiveInteger(raw);
    if (raw !== undefined && paymentId === undefined)
      throw badRequest('paymentId must be a positive integer');
    return { items: state.payments.list({ paymentId }) };
  });
}
