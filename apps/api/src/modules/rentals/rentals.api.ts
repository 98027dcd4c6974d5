/**
 * The rentals module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the rentals module only from here.
 */
export { accessRental } from './rentals.access.ts';
export { provideRentalPorts } from './rentals.ports.ts';
export { countRentals } from './rentals.queries.ts';
export type { RentalForInvoice, RentalForPayment } from './rentals.read.ts';
export { readRentalForInvoice, readRentalForPayment, searchRentals } from './rentals.read.ts';
export type { RentalRow } from './rentals.repository.ts';
export { findRentalRow, linesOfRental } from './rentals.repository.ts';
