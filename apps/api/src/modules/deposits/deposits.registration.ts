import { provideRentalPorts } from '../rentals/rentals.api.ts';
import { readDepositReads, readDepositSummaries } from './deposits.read.ts';
import { settleAtClose, startContractDeposit } from './deposits.service.ts';

/**
 * The deposits module's links with the rentals, made at the app's registration (domain-events.ts):
 * a contract's deposit is taken as its bikes leave and settled at its close, in the rental's
 * transaction, and the rental's answers show it; the rentals ask through their ports.
 */
export const registerDeposits = (): void => {
  provideRentalPorts({ readDepositReads, readDepositSummaries, startContractDeposit, settleAtClose });
};
