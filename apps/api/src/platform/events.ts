import type { KeptReason } from '@velodesk/contract/api/deposits';
import type { Tx } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { AppContext } from './context.ts';

/**
 * In-transaction domain events (docs/decisions/module-boundaries.md): a lower module tells what
 * happened, the modules above it react in the same transaction, and the lower one never imports
 * them. Each event's payload is typed here, from platform and contract types only, so this file
 * depends on no module.
 */
export interface DomainEvents {
  /** A contract was closed (its products back, its deposit settled): invoicing issues its invoice. */
  'contract.closed': {
    ctx: AppContext;
    actor: Actor;
    rentalId: number;
    /** The deposit's kept part, a line of the invoice (null when nothing was kept). */
    kept: { cents: number; reason: KeptReason; comment: string | null } | null;
  };
  /** A validated contract went back in progress: the ledger chains the state change. */
  'contract.reopened': {
    now: Date;
    rental: { id: number; siteId: number };
    before: { state: number };
    after: { state: number };
  };
  /** A contract in progress was refunded (cancelled): payments reverses its refundable payments. */
  'rental.refunded': { ctx: AppContext; actor: Actor; rentalId: number };
  /** Payments were inserted: the ledger chains each one. */
  'payments.recorded': { paymentIds: number[] };
  /** An active payment was deactivated (cancelled, reversed): the ledger chains the change. */
  'payment.cancelled': {
    now: Date;
    paymentId: number;
    reason: string;
    before: { activated: boolean; refundedPaymentId: number | null };
  };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<E extends DomainEventName> = (
  tx: Tx,
  payload: DomainEvents[E],
) => Promise<void>;

// A Set per event: insertion order is registration order, and registering the same function again
// keeps one (domain-events.ts registers the modules' handlers once per process).
const handlers = new Map<DomainEventName, Set<DomainEventHandler<never>>>();

/** Registers a handler of an event (at the app's registration, never while serving). */
export const on = <E extends DomainEventName>(event: E, handler: DomainEventHandler<E>): void => {
  const registered = handlers.get(event) ?? new Set();
  registered.add(handler as DomainEventHandler<never>);
  handlers.set(event, registered);
};

/**
 * Runs the event's handlers one after the other, in registration order, in the caller's
 * transaction: a handler's error reaches the caller, whose transaction rolls back.
 */
export const emit = async <E extends DomainEventName>(tx: Tx, event: E, payload: DomainEvents[E]) => {
  const registered = handlers.get(event);
  // Every event has its handler: an event nobody hears is a missing registration (an invoice not
  // issued, a payment not chained), never something to skip quietly.
  if (!registered?.size)
    throw new Error(`No handler of the domain event "${event}": registerDomainEvents() was not called.`);
  for (const handler of registered) {
    await (handler as DomainEventHandler<E>)(tx, payload);
  }
};

/** The handlers of an event (the app's registration test checks each event has its handler). */
export const handlersOf = (event: DomainEventName): number => handlers.get(event)?.size ?? 0;
