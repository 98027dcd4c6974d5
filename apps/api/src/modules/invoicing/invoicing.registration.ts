import { on } from '../../platform/events.ts';
import { provideCustomersPorts } from '../customers/customers.api.ts';
import { provideJournalPorts } from '../journal/journal.api.ts';
import { provideRentalPorts } from '../rentals/rentals.api.ts';
import { invoiceClosedContract } from './invoices.service.ts';
import { readRentalInvoices, trustedInstallationKeys } from './invoicing.read.ts';
import { chainContractReopened, chainPaymentChange, chainPayments } from './ledger.service.ts';

/**
 * The invoicing module's links with the modules below it, made at the app's registration
 * (domain-events.ts): the rentals' answers read their invoices and the journal's
 * verification the ledger's keys (ports), and what invoicing does when the modules below it tell what happened, in their transaction
 * (platform/events.ts): a closed contract gets its invoice, and the ledger chains payments and the
 * state changes of payments and contracts, in the order they happen.
 */
export const registerInvoicing = (): void => {
  provideRentalPorts({ readRentalInvoices });
  provideJournalPorts({ trustedInstallationKeys });
  provideCustomersPorts({ readRentalInvoices });
  on('contract.closed', async (tx, { ctx, actor, rentalId, kept }) => {
    await invoiceClosedContract(ctx, tx, actor, rentalId, kept);
  });
  on('contract.reopened', (tx, { now, rental, before, after }) =>
    chainContractReopened(tx, now, rental, before, after),
  );
  on('payments.recorded', (tx, { paymentIds }) => chainPayments(tx, paymentIds));
  on('payment.cancelled', (tx, { now, paymentId, reason, before }) =>
    chainPaymentChange(tx, now, paymentId, reason, before),
  );
};
