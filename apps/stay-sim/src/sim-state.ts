import { type ClientDirectory, createClientDirectory } from './customers/client-directory.ts';
import { createExternalPaymentStore, type ExternalPaymentStore } from './payments/external-payment-store.ts';
import { localIsoDate } from './seed/dates.ts';
import { generateClients } from './seed/generate-clients.ts';

/** Everything the simulator holds in memory. Routes read it per request, so a reset swaps it whole. */
export interface SimState {
  clients: ClientDirectory;
  payments: ExternalPaymentStore;
}

export interface SeedSettings {
  seed: number;
  /** Fixed "today"; when absent, the day of each (re)seed. */
  today: Date | undefined;
  publicBaseUrl: string;
}

export function createSimState(settings: SeedSettings): SimState {
  const state = {} as SimState;
  reseed(state, settings);
  return state;
}

/** Regenerates the clients (relative to today) and forgets every external payment. */
export function reseed(state: SimState, settings: SeedSettings): void {
  const clients = createClientDirectory(
    generateClients({
      seed: settings.seed,
      today: localIsoDate(settings.today ?? new Date()),
      publicBaseUrl: settings.publicBaseUrl.replace(/\/+$/, ''),
    }),
  );
  state.clients = clients;
  state.payments = createExternalPaymentStore({ findStay: (stayId) => clients.findByStayId(stayId) });
}
