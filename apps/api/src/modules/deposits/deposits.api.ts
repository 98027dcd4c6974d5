/**
 * The deposits module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the deposits module only from here.
 */
export { readDepositSheet } from './deposit-sheet.read.ts';
export { depositLine } from './deposit-texts.ts';
export { readDepositReads } from './deposits.read.ts';
export type { KeptDeposit } from './deposits.service.ts';
