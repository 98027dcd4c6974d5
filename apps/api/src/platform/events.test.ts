import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/client.ts';
import { registerDomainEvents } from '../domain-events.ts';
import { emit, handlersOf, on } from './events.ts';

/**
 * The domain events (platform/events.ts): handlers run in registration order, awaited one after
 * the other, in the caller's transaction; an error reaches the caller (whose transaction rolls
 * back: the rentals', payments' and ledger's tests show it on the database). Each test file has
 * its own module registry, so the handlers registered here stay here.
 */
const tx = {} as Tx;

describe('domain events', () => {
  it('awaits the handlers one after the other, in registration order, with the caller’s transaction', async () => {
    const seen: string[] = [];
    on('payments.recorded', async (given, { paymentIds }) => {
      expect(given).toBe(tx);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${paymentIds.join(',')}`);
    });
    on('payments.recorded', async () => {
      seen.push('second');
    });
    await emit(tx, 'payments.recorded', { paymentIds: [3, 4] });
    expect(seen).toEqual(['first 3,4', 'second']);
  });

  it("stops at a handler's error and gives it to the caller", async () => {
    const seen: string[] = [];
    on('rental.refunded', async () => {
      throw new Error('refused');
    });
    on('rental.refunded', async () => {
      seen.push('never');
    });
    await expect(
      emit(tx, 'rental.refunded', { ctx: {} as never, actor: {} as never, rentalId: 1 }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('refuses an event nobody registered for (a missing registration, never a silent skip)', async () => {
    await expect(
      emit(tx, 'contract.reopened', {
        now: new Date(),
        rental: { id: 1, siteId: 1 },
        before: { state: 3 },
        after: { state: 2 },
      }),
    ).rejects.toThrow('No handler of the domain event "contract.reopened"');
  });

  it("registers each module's handler once, however often the app is built", () => {
    registerDomainEvents();
    registerDomainEvents();
    expect(handlersOf('contract.closed')).toBe(1);
    expect(handlersOf('contract.reopened')).toBe(1);
    expect(handlersOf('payment.cancelled')).toBe(1);
  });
});
