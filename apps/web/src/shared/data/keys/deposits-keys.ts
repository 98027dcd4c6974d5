import { rentalKeys } from './rentals-keys.ts';
import { resourceKeys } from '../query-keys.ts';

/**
 * Query keys of the deposits (the scheme: app/query-keys.ts). A contract's deposit is read at
 * /rentals/{id}/deposit: its key sits under the rental's, so every rental write refreshes it.
 */
export const depositKeys = {
  ofRental: (rentalId: number) => [...rentalKeys.detail(rentalId), 'deposit'] as const,
};

/** The managers' default deposits (/deposit_rules). */
export const depositRuleKeys = resourceKeys('deposit_rules');

/** What a site holds now (/deposits/held): every take, close or rental write may change it. */
export const heldDepositKeys = resourceKeys('deposits');

/** What the site's rules require for a new contract's lines (POST /deposits/quote, a read). */
export const depositQuoteKey = (siteId: number, products: readonly string[]) =>
  heldDepositKeys.list({ quote: { siteId, products } });
