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

/** What a rental's row actions show beside the actions: its documents and its site's certificate. */
export const documentFactsOfRental = (rental: {
  id: number;
  rentalType: { id: number };
  state: { id: number };
  invoicingDisabled: boolean;
  site: { id: number };
}) => ({
  id: rental.id,
  rentalTypeId: rental.rentalType.id,
  stateId: rental.state.id,
  invoicingDisabled: rental.invoicingDisabled,
  siteId: rental.site.id,
});
