import { on } from '../../platform/events.ts';
import { provideCustomersPorts } from '../customers/customers.api.ts';
import { provideRentalPorts } from '../rentals/rentals.api.ts';
import { paidAmountSql, readPaidCents, readRentalPayments } from './payments.read.ts';
import { isFullyPaid, reverseRentalPayments } from './payments.service.ts';

/**
 * The payments module's links with the modules below it, made at the app's registration
 * (domain-events.ts): what the rentals and the customers' personal data read of payments (their ports), and what payments does
 * when the rentals tell what happened, in their transaction (platform/events.ts).
 */
export const registerPayments = (): void => {
  provideRentalPorts({ paidAmountSql, readPaidCents, readRentalPayments, isFullyPaid });
  provideCustomersPorts({ readRentalPayments });
  // A refunded contract: each of its refundable payments is reversed (their copies reach the stay
  // system through the outbox once the refund commits).
  on('rental.refunded', async (tx, { ctx, actor, rentalId }) => {
    await reverseRentalPayments(ctx, tx, actor, rentalId);
  });
};
