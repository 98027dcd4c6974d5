/**
 * The payments module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the payments module only from here.
 */
export { readPaymentExportPage } from './payment-export.read.ts';
export { readAllPaymentIds, readPaidAmount, readPaymentsForLedger } from './payments.read.ts';
export { recordDepositRetention } from './payments.service.ts';
