import { rentalActions } from '@velodesk/contract/rental-actions';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { useRental } from '../hooks/use-rental.ts';
import { useRentalActions } from '../hooks/use-rental-actions.tsx';
import { factsOfRental } from '../rental-facts.ts';

/**
 * The rental details' state: the rental read, the user's grants, and the actions the contract's
 * rules (rentalActions) allow on it today with what they do.
 */
export const useRentalDetailsScreen = (id: number) => {
  const grants = useGrants();
  const today = useSiteToday();
  const query = useRental(id);
  const actions = useRentalActions();
  const rental = query.data;
  const available = rental && grants ? rentalActions(factsOfRental(rental), grants, today) : [];
  return { grants, query, rental, actions, available };
};
