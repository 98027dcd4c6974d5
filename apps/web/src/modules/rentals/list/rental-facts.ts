import type { RentalFacts } from '@velodesk/contract/rental-actions';

/** The facts the action rules read from a rental (of the list or its details). */
export const factsOfRental = (rental: {
  rentalType: { id: number };
  state: { id: number };
  startDate: string;
  invoicingDisabled: boolean;
}): RentalFacts => ({
  rentalTypeId: rental.rentalType.id,
  stateId: rental.state.id,
  startDate: rental.startDate,
  invoicingDisabled: rental.invoicingDisabled,
});
