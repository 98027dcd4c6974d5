import { rentalKeys } from '../../rentals/api/query-keys.ts';

/**
 * Query keys of the deposits (the scheme: app/query-keys.ts). A contract's deposit is read at
 * /rentals/{id}/deposit: its key sits under the rental's, so every rental write refreshes it.
 */
export const depositKeys = {
  ofRental: (rentalId: number) => [...rentalKeys.detail(rentalId), 'deposit'] as const,
};
