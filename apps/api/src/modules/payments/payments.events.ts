import { on } from '../../platform/events.ts';
import { reverseRentalPayments } from './payments.service.ts';

/** What payments does when the rentals tell what happened, in their transaction (platform/events.ts). */
export const registerPaymentsHandlers = (): void => {
  // A refunded contract: each of its refundable payments is reversed (their copies reach the stay
  // system through the outbox once the refund commits).
  on('rental.refunded', async (tx, { ctx, actor, rentalId }) => {
    await reverseRentalPayments(ctx, tx, actor, rentalId);
  });
};
