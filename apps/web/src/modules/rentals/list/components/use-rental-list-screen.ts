import type { RentalListItem } from '@velodesk/contract/api/rentals';
import { hasFeature } from '@velodesk/contract/permissions';
import { rentalActions } from '@velodesk/contract/rental-actions';
import { useTranslation } from 'react-i18next';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { useRentalActions } from '../hooks/use-rental-actions.tsx';
import { useRentalList } from '../hooks/use-rental-list.ts';
import { factsOfRental } from '../rental-facts.ts';
import { rentalStateOptions } from '../rental-filters.ts';
import { rentalListColumns } from './rental-list-columns.tsx';

/**
 * The rental list's state: its columns, each row's actions by the contract's rules (rentalActions)
 * and what they do, the grid and the filter panel, whether the user may add a rental, and the
 * fixed state of /rentals/{state}.
 */
export const useRentalListScreen = (stateId: string | null) => {
  const { t } = useTranslation();
  const grants = useGrants();
  const actions = useRentalActions();
  const today = useSiteToday();
  const canAdd = grants !== null && hasFeature(grants, 'rental_contract');
  const columns = rentalListColumns({
    t,
    actionsOf: (row: RentalListItem) => (grants ? rentalActions(factsOfRental(row), grants, today) : []),
    request: (action, row) => actions.request(action, { id: row.id, rentalTypeId: row.rentalType.id }),
  });
  const list = useRentalList(columns, stateId);
  const stateName = stateId ? rentalStateOptions.find((option) => option.value === stateId) : undefined;
  return { columns, list, actions, canAdd, stateName };
};
