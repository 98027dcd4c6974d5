import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-error.ts';
import { SIM_MODES, type SimMode } from '../types.ts';

export const CONTROL_PREFIX = '/__control';
export const DEFAULT_SLOW_DELAY_MS = 10_000;

export interface FaultState {
  mode: SimMode;
  /** Used by 'slow' and 'freeze' only. */
  delayMs: number;
}

/**
 * Makes the simulator misbehave on purpose, for every request outside the control API:
 * - 'down': the connection is destroyed without an answer (the client sees a connection failure);
 * - 'slow': the answer comes after delayMs (default 10 s); a call whose client gave up meanwhile
 *   is dropped, never carried out;
 * - 'freeze': the stay system is frozen for delayMs, then carries out every call it received, even
 *   those whose client gave up (timed out) meanwhile: the client cannot know whether it happened;
 * - 'error': 500 `{ message: 'Internal error' }`.
 */
export interface FaultInjector {
  get(): FaultState;
  set(mode: SimMode, delayMs?: number): FaultState;
  /** The onRequest hook that applies the current mode. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** The preHandler hook of 'freeze': the wait comes after the body was read, as a call received. */
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every pending 'slow' wait now (on close and reset), so nothing keeps the server open. */
  releasePending(): void;
}

export function createFaultInjector(): FaultInjector {
  let state: FaultState = { mode: 'ok', delayMs: DEFAULT_SLOW_DELAY_MS };
  const pending = new Set<() => void>();

  const wait = (delayMs: number, reply: FastifyReply, keepOnClose = false): Promise<'elapsed' | 'gone'> =>
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
      // The client gave up (its timeout): stop waiting, there is nobody left to answer ('slow');
      // a frozen system still carries the call out once it thaws ('freeze').
      if (!keepOnClose) reply.raw.once('close', onClose);
    });

  return {
    get: () => ({ ...state }),
    set(mode, delayMs) {
      if (!SIM_MODES.includes(mode)) throw badRequest(`mode must be one of ${SIM_MODES.join(', ')}`);
      if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0)) {
        throw badRequest('delayMs must be a number of milliseconds, 0 or more');
      }
      const delayed = mode === 'slow' || mode === 'freeze';
      state = { mode, delayMs: delayed ? (delayMs ?? DEFAULT_SLOW_DELAY_MS) : DEFAULT_SLOW_DELAY_MS };
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
        case 'freeze':
          return undefined; // waits in preHandler, once the body is read
      }
    },
    async preHandler(request, reply) {
      if (request.url.startsWith(CONTROL_PREFIX) || state.mode !== 'freeze') return;
      await wait(state.delayMs, reply, true);
    },
    releasePending() {
      for (const release of [...pending]) release();
    },
  };
}
