import { RentalState } from '@velodesk/contract/ids';

/** The two tabs of a customer's rentals (spec §2): new / in progress, and done / cancelled. */
export const rentalTabs = [
  { value: 'open', labelKey: 'CUSTOMERS.RENTALS_OPEN', states: [RentalState.new, RentalState.inProgress] },
  {
    value: 'closed',
    labelKey: 'CUSTOMERS.RENTALS_CLOSED',
    states: [RentalState.validated, RentalState.cancelled],
  },
] as const;

export type RentalTab = (typeof rentalTabs)[number]['value'];
