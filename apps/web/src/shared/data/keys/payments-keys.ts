import { resourceKeys } from '../query-keys.ts';

/** Query keys of the payments' resources (the scheme: app/query-keys.ts). */
export const paymentKeys = resourceKeys('payments');
/** What remains to pay on a rental (GET /rentals/{id}/remaining_amount): changes with every payment. */
export const remainingAmountKeys = resourceKeys('rentals/remaining_amount');
/** The stay system's lists of the payment form. */
export const cashDeskKeys = resourceKeys('huttosoft/cash_desks');
export const paymentMethodKeys = resourceKeys('huttosoft/payment_methods');
