import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-error.ts';
import { SIM_MODES, type SimMode } from '../types.ts';

export const CONTROL_PREFIX = '/__control';
export const DEFAULT_SLOW_DELAY_MS = 10_000;

export interface FaultState {
  mode: SimMode;
  /** Used by 'slow' only. */
  delayMs: number;
}

/**
 * Makes the simulator misbehave on purpose, for every request outside the control API:
 * - 'down': the connection is destroyed without an answer (the client sees a connection failure);
 * - 'slow': the answer comes after delayMs (default 10 s);
 * - 'error': 500 `{ message: 'Internal error' }`.
 */
export interface FaultInjector {
  get(): FaultState;
  set(mode: SimMode, delayMs?: number): FaultState;
  /** The onRequest hook that applies the current mode. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Ends every pending 'slow' wait now (on close and reset), so nothing keeps the server open. */
  releasePending(): void;
}

export function createFaultInjector(): FaultInjector {
  let state: FaultState = { mode: 'ok', delayMs: DEFAULT_SLOW_DELAY_MS };
  const pending = new Set<() => void>();

  const wait = (delayMs: number, reply: FastifyReply): Promise<'elapsed' | 'gone'> =>
    new Promise((resolve) => {
      const finish = (outcome: 'elapsed' | 'gone') => {
        clearTimeout(timer);
        pending.delete(release);
        reply.raw.off('close', onClose);
        resolve(outcome);
      };
      const release = () => finish('elapsed');
      const onClose = () => finish('gone');
      const timer = setTimeout(release, delayMs);
      pending.add(release);
      // The client gave up (its timeout): stop waiting, there is nobody left to answer.
      reply.raw.once('close', onClose);
    });

  return {
    get: () => ({ ...state }),
    set(mode, delayMs) {
      if (!SIM_MODES.includes(mode)) throw badRequest(`mode must be one of ${SIM_MODES.join(', ')}`);
      if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0)) {
        throw badRequest('delayMs must be a number of milliseconds, 0 or more');
      }
      state = { mode, delayMs: mode === 'slow' ? (delayMs ?? DEFAULT_SLOW_DELAY_MS) : DEFAULT_SLOW_DELAY_MS };
      return { ...state };
    },
    async onRequest(request, reply) {
      if (request.url.startsWith(CONTROL_PREFIX)) return undefined;
      switch (state.mode) {
        case 'ok':
          return undefined;
        case 'down':
          reply.hijack();
          reply.raw.destroy();
          return undefined;
        case 'error':
          return reply.code(500).send({ message: 'Internal error' });
        case 'slow':
          if ((await wait(state.delayMs, reply)) === 'gone') reply.hijack();
          return undefined;
      }
    },
    releasePending() {
      for (const release of [...pending]) release();
    },
  };
}
