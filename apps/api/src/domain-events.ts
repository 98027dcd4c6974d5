import { registerAccess } from './modules/access/access.registration.ts';
import { registerDeposits } from './modules/deposits/deposits.registration.ts';
import { registerInvoicing } from './modules/invoicing/invoicing.registration.ts';
import { registerPayments } from './modules/payments/payments.registration.ts';
import { registerRentals } from './modules/rentals/rentals.registration.ts';

/**
 * The links that go up the module layers (docs/decisions/module-boundaries.md): each module's
 * handlers of the domain events (platform/events.ts) and what it provides to the ports of the
 * modules below it, registered in this order: buildApp calls it, and so does anything that runs services without the app (the demo
 * seed). Registering again changes nothing.
 */
let registered = false;

export const registerDomainEvents = (): void => {
  // Once per process: each registration makes new handler closures, and a test process builds many
  // apps (a handler registered twice would chain a payment twice).
  if (registered) return;
  registered = true;
  registerAccess();
  registerRentals();
  registerDeposits();
  registerPayments();
  registerInvoicing();
};
