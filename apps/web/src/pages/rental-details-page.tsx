import { Navigate, useParams } from 'react-router';
import { RentalDetailsScreen } from '@/modules/rentals/list/components/rental-details-screen.tsx';

/** /rental-details/{id}. */
export function RentalDetailsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/page-not-found" replace />;
  return <RentalDetailsScreen key={id} id={id} />;
}
