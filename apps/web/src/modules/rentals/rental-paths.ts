/** The paths of the rental screens (the targets of the list's actions). */
export const rentalListPath = '/rentals';
export const contractPath = (id: number) => `/rental/contract?edit=true&id=${id}`;
export const reservationPath = (id: number, options: { migrate?: boolean } = {}) =>
  `/rental/reservation?edit=true&id=${id}${options.migrate ? '&migrate=true' : ''}`;
export const newContractPath = '/rental/contract?edit=false';
export const newReservationPath = '/rental/reservation?edit=false';
export const rentalDetailsPath = (id: number) => `/rental-details/${id}`;
