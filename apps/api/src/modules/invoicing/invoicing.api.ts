/**
 * The invoicing module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the invoicing module only from here.
 */
export { readInvoiceExportPage } from './invoice-export.read.ts';
export { readLatestClosing } from './invoicing.read.ts';
