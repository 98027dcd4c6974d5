import { resourceKeys } from '../query-keys.ts';

/** Query keys of the invoicing resources (the scheme: app/query-keys.ts). */
export const invoiceKeys = resourceKeys('invoices');
/** The ledger's daily closings (GET /ledger/closings). */
export const ledgerClosingKeys = resourceKeys('ledger/closings');
/** The technical event journal (GET /technical_events). */
export const technicalEventKeys = resourceKeys('technical_events');
