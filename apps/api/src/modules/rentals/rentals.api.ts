/**
 * The rentals module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the rentals module only from here.
 */
export { accessRental } from './rentals.access.ts';
export { provideRentalPorts } from './rentals.ports.ts';
export { countRentals } from './rentals.queries.ts';
export type { RentalForDeposit, RentalForInvoice, RentalForPayment } from './rentals.read.ts';
export {
  readRentalForDeposit,
  readRentalForInvoice,
  readRentalForPayment,
  readRentalProductIds,
  searchRentals,
} from './rentals.read.ts';
