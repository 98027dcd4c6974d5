import Fastify, { type FastifyInstance } from 'fastify';
import { registerControlRoutes } from './control/control.routes.ts';
import { registerCustomerRoutes } from './customers/customers.routes.ts';
import { registerStayPageRoutes } from './customers/stay-page.routes.ts';
import { createFaultInjector, type FaultState } from './faults/fault-injector.ts';
import { registerErrorHandling } from './http/error-handling.ts';
import { registerExternalPaymentRoutes } from './payments/external-payments.routes.ts';
import { registerReferenceRoutes } from './reference/reference.routes.ts';
import { createSimState, reseed, type SeedSettings } from './sim-state.ts';
import type { ExternalPayment, ReceivedEffect, SimMode } from './types.ts';

export const DEFAULT_SEED = 20_240_601;
export const DEFAULT_PUBLIC_BASE_URL = 'http://127.0.0.1:3100';

export interface StaySimOptions {
  /** Seed of the generated clients (default DEFAULT_SEED); the fixed clients exist whatever it is. */
  seed?: number;
  /** The day the stays are placed around; default: the current day at each (re)seed. */
  today?: Date;
  /** Base URL of the stays' `stayUrl` (default http://127.0.0.1:3100). */
  publicBaseUrl?: string;
  /** Fastify's logger (default off). */
  logger?: boolean;
}

export interface StaySim {
  /** Not listening: call `app.listen()` or use `app.inject()`. */
  app: FastifyInstance;
  /** 'ok' | 'down' | 'slow' | 'freeze' (delayMs, default 10 s) | 'error'. */
  setMode(mode: SimMode, delayMs?: number): FaultState;
  /** Reseeds the clients, forgets the external payments and goes back to mode 'ok'. */
  reset(): void;
  /** Marks an external payment lettered, so that deleting it answers 409. */
  letter(externalPaymentId: number): ExternalPayment;
  /** Every call that changed the external payments since the last reset, in order. */
  received(): ReceivedEffect[];
}

/** The simulated stay system (huttosoft): seeded stays, cash desks, payment methods, external payments. */
export function buildStaySim(options: StaySimOptions = {}): StaySim {
  const settings: SeedSettings = {
    seed: options.seed ?? DEFAULT_SEED,
    today: options.today,
    publicBaseUrl: options.publicBaseUrl ?? DEFAULT_PUBLIC_BASE_URL,
  };
  const state = createSimState(settings);
  const faults = createFaultInjector();
  const reset = () => {
    faults.releasePending();
    faults.set('ok');
    reseed(state, settings);
  };

  // Closing drops every connection, idle or not: clients keep spare keep-alive sockets open, and a
  // test that closes the simulator must not wait for them.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  registerErrorHandling(app);
  app.addHook('onRequest', faults.onRequest);
  app.addHook('preHandler', faults.preHandler);
  app.addHook('preClose', async () => faults.releasePending());
  registerReferenceRoutes(app);
  registerCustomerRoutes(app, state);
  registerStayPageRoutes(app, state);
  registerExternalPaymentRoutes(app, state);
  registerControlRoutes(app, { state, faults, reset });

  return {
    app,
    setMode: (mode, delayMs) => faults.set(mode, delayMs),
    reset,
    letter: (externalPaymentId) => state.payments.letter(externalPaymentId),
    received: () => state.payments.received(),
  };
}
