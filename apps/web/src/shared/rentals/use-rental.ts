import { useQuery } from '@tanstack/react-query';
import { hasFeature } from '@velodesk/contract/permissions';
import { rentalKeys } from '../data/keys/rentals-keys.ts';
import { useGrants } from '../session/use-grants.ts';
import { fetchRental } from './rentals-api.ts';

/** One rental (GET /rentals/{id}); idle without an id. */
export const useRental = (id: number | null | undefined) =>
  useQuery({
    queryKey: rentalKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchRental(id!, signal),
    enabled: id !== null && id !== undefined && id > 0,
  });

/** Which rental kinds the signed-in user may write (feature 2 reservation, feature 3 contract). */
export const useRentalAccess = () => {
  const grants = useGrants();
  return {
    reservation: grants ? hasFeature(grants, 'rental_reservation') : false,
    contract: grants ? hasFeature(grants, 'rental_contract') : false,
  };
};
