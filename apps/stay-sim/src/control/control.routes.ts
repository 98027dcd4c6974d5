import type { FastifyInstance } from 'fastify';
import type { FaultInjector } from '../faults/fault-injector.ts';
import { CONTROL_PREFIX } from '../faults/fault-injector.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { parsePositiveInteger } from '../http/query.ts';
import type { SimState } from '../sim-state.ts';
import type { SimMode } from '../types.ts';

/** The control API for tests: never affected by the fault mode. */
export function registerControlRoutes(
  app: FastifyInstance,
  deps: { state: SimState; faults: FaultInjector; reset(): void },
): void {
  app.get(`${CONTROL_PREFIX}/state`, async () => ({
    ...deps.faults.get(),
    clients: deps.state.clients.size,
    externalPayments: deps.state.payments.size,
  }));

  /** What the stay system received and did to the external payments, in order (tests compare it). */
  app.get(`${CONTROL_PREFIX}/received`, async () => ({ items: deps.state.payments.received() }));

  app.post(`${CONTROL_PREFIX}/mode`, async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null) throw badRequest('The body must be a JSON object');
    const { mode, delayMs } = body as { mode?: unknown; delayMs?: unknown };
    if (typeof mode !== 'string') throw badRequest('mode is required');
    if (delayMs !== undefined && typeof delayMs !== 'number') throw badRequest('delayMs must be a number');
    return deps.faults.set(mode as SimMode, delayMs);
  });

  app.post(`${CONTROL_PREFIX}/reset`, async () => {
    deps.reset();
    return { ...deps.faults.get(), clients: deps.state.clients.size, externalPayments: 0 };
  });

  app.post<{ Params: { id: string } }>(`${CONTROL_PREFIX}/letter/:id`, async (request) => {
    const id = parsePositiveInteger(request.params.id);
    if (id === undefined) throw notFound('Transaction not found');
    return deps.state.payments.letter(id);
  });
}
