import { ServerDescription } from '@velodesk/contract/errors';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { StaySystemError } from '../../integrations/stay-system/stay-system.error.ts';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import type { AppContext } from '../../platform/context.ts';
import { transaction } from '../../platform/transactions.ts';
import { settleCancellation } from './payment-cancellation.ts';
import {
  type ClaimedEntry,
  cancelExternalPayment,
  claimDueEntries,
  markNotSent,
  markSent,
} from './payments.repository.ts';

/**
 * The sender of the payments' outbox (docs/decisions/payments-outbox.md): the payments and their
 * outbox entries are written in one transaction; this sends each entry to the stay system AFTER
 * it committed (never an HTTP call inside a transaction that may be retried), records the answer,
 * and retries with backoff when the stay system does not answer or fails. Two operations: the
 * copy's creation (with an Idempotency-Key, so a retry after a lost answer creates nothing more)
 * and the cancellation (payment-cancellation.ts). No answer is an unknown outcome, never a failure.
 */
export interface OutboxDeps {
  ctx: AppContext;
  staySystem: StaySystemClient;
}

/** Seconds before the next attempt after `attempts` failed ones: 1, 2, 4… up to 5 minutes. */
export const backoffMs = (attempts: number): number =>
  Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 300_000);
/** After this many failed attempts an entry is given up (failed) and shown so. */
export const maxAttempts = 25;
/** How long a claimed entry is kept from other senders (longer than a call's timeout). */
const leaseMs = 60_000;
const batch = 20;

export interface PaymentOutbox {
  /** Sends the due entries (of these payments only, when given); resolves when done. */
  send(paymentIds?: number[]): Promise<void>;
  /** Sends the due entries every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export const createPaymentOutbox = (deps: OutboxDeps): PaymentOutbox => {
  const { ctx } = deps;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  /** Not settled yet: to try again after the backoff, or given up after maxAttempts. */
  const later = (entry: ClaimedEntry, lastError: string, refused = false) => {
    const now = ctx.now();
    const givenUp = refused || entry.attempts >= maxAttempts;
    return transaction(ctx, (tx) =>
      markNotSent(tx, entry, {
        state: givenUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + backoffMs(entry.attempts)),
        lastError,
      }),
    );
  };

  /** A cancellation: settled once the stay system's answer is known; its reversals sent at once. */
  const cancelOne = async (entry: ClaimedEntry): Promise<number[]> => {
    try {
      const settled = await settleCancellation(ctx, deps.staySystem, entry);
      if ('unknown' in settled) {
        await later(entry, settled.unknown);
        return [];
      }
      return settled.reversalIds;
    } catch (error) {
      ctx.log.error({ err: error }, 'payment outbox: cancellation failed');
      await later(entry, 'Internal error');
      return [];
    }
  };

  const sendOne = async (entry: ClaimedEntry) => {
    const { payment } = entry;
    try {
      const external = await deps.staySystem.createExternalPayment({
        cashDeskId: payment.cashDeskId,
        paymentMethodId: payment.paymentMethodId,
        // The stay system takes euros as a JSON number: from the exact cents, 2 decimals.
        amount: Number(formatCents(toCents(payment.amount))),
        paymentId: payment.id,
        // The same key on every attempt: a retry after a lost answer answers the same copy.
        idempotencyKey: `velodesk-payment-${payment.id}`,
      });
      await transaction(ctx, (tx) => markSent(tx, entry, external.id, ctx.now()));
    } catch (error) {
      const now = ctx.now();
      if (error instanceof StaySystemError && error.description === ServerDescription.transactionExists) {
        // An earlier attempt reached the stay system but its answer was lost: it is there; the
        // lookup gives its id (the cancellation needs it), else it is looked up then.
        const found = await deps.staySystem.findExternalPayments(payment.id).catch(() => []);
        await transaction(ctx, (tx) => markSent(tx, entry, found[0]?.id ?? null, now));
        return;
      }
      const refused = error instanceof StaySystemError && error.kind === 'rejected';
      const lastError =
        error instanceof StaySystemError ? (error.description ?? error.kind) : 'Internal error';
      if (!(error instanceof StaySystemError)) ctx.log.error({ err: error }, 'payment outbox: send failed');
      else ctx.log.warn({ kind: error.kind, status: error.status, payment: payment.id }, error.message);
      await later(entry, lastError, refused);
    }
  };

  const run = async (paymentIds?: number[]) => {
    for (;;) {
      const now = ctx.now();
      const claimed = await transaction(
        ctx,
        (tx) => claimDueEntries(tx, now, new Date(now.getTime() + leaseMs), batch, paymentIds),
        { isolation: 'read committed' },
      );
      const reversals: number[] = [];
      for (const entry of claimed) {
        if (entry.operation === cancelExternalPayment) reversals.push(...(await cancelOne(entry)));
        else await sendOne(entry);
      }
      // A cancellation that became a reversal: its copy is sent now too.
      if (reversals.length > 0 && paymentIds) await run(reversals);
      if (claimed.length < batch) return;
    }
  };

  const track = (work: Promise<void>) => {
    running.add(work);
    const done = () => running.delete(work);
    work.then(done, done);
    return work;
  };

  return {
    send: (paymentIds) => track(run(paymentIds)),
    start: (intervalMs) => {
      timer = setInterval(() => {
        if (running.size > 0) return;
        track(run()).catch((error: unknown) => ctx.log.error({ err: error }, 'payment outbox: run failed'));
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
};
