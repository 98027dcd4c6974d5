import { Navigate, useParams } from 'react-router';
import { RentalListScreen } from '@/modules/rentals/list/components/rental-list-screen.tsx';
import { stateOfRouteParam } from '@/modules/rentals/list/rental-filters.ts';

/** /rentals: the rental list. */
export function RentalListPage() {
  return <RentalListScreen />;
}

/** /rentals/{state}: the list of one state (its id 1 to 4 or its name); an unknown state is a 404. */
export function RentalsByStatePage() {
  const param = useParams().state;
  const stateId = stateOfRouteParam(param);
  if (!stateId) return <Navigate to="/page-not-found" replace />;
  return <RentalListScreen key={stateId} stateId={stateId} />;
}
