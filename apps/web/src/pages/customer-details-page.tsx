import { Navigate, useParams } from 'react-router';
import { IndividualDetailsScreen } from '@/modules/customers/components/details/individual-details-screen.tsx';

export function CustomerDetailsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/page-not-found" replace />;
  return <IndividualDetailsScreen key={id} id={id} />;
}
