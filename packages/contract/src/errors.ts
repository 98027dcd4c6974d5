/**
 * Server descriptions (hydra:description) that the web app maps to message keys, exactly as the
 * rentals specification's error catalogue lists them.
 */
export const ServerDescription = {
  unavailableTaxRate: 'Unavailable tax rate (0%)',
  taxRateNotFound: 'Tax rate not found',
  alreadyInvoicedStay: 'Already invoiced stay',
  transactionExists: 'Transaction with this id already exists',
  transactionNotFound: 'Transaction not found',
  transactionLettered: 'transaction already lettered',
  wrongStayState: 'Wrong Stay state',
} as const;

const rentalErrorKeys: Record<string, string> = {
  [ServerDescription.unavailableTaxRate]: 'RENTALS.RATE_ERROR',
  [ServerDescription.taxRateNotFound]: 'RENTALS.RATE_NOT_FOUND_ERROR',
  [ServerDescription.alreadyInvoicedStay]: 'RENTALS.ALREADY_INVOICED_ERROR',
  [ServerDescription.transactionExists]: 'RENTALS.TRANSACTION_ALREADY_EXIST_ERROR',
  [ServerDescription.transactionNotFound]: 'RENTALS.TRANSACTION_NOT_FOUND_ERROR',
  [ServerDescription.transactionLettered]: 'RENTALS.TRANSACTION_ALREADY_LETTERED',
  [ServerDescription.wrongStayState]: 'RENTALS.WRONG_STAY_STATE_ERROR',
};

/** The message key the web app shows for a rental action's error description. */
export const rentalErrorKey = (description: string | undefined | null): string => {
  if (!description) return 'TECHNIQUE_ERROR';
  return rentalErrorKeys[description] ?? 'CALENDAR.RESERVATION_CREATE_ERROR';
};
