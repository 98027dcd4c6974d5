import { registerInvoicingHandlers } from './modules/invoicing/invoicing.events.ts';
import { registerPaymentsHandlers } from './modules/payments/payments.events.ts';

/**
 * Every module's handlers of the domain events (platform/events.ts), registered once in this
 * order: buildApp calls it, and so does anything that runs services without the app (the demo
 * seed). Registering again changes nothing.
 */
export const registerDomainEvents = (): void => {
  registerPaymentsHandlers();
  registerInvoicingHandlers();
};
