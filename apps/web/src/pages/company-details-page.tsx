import { Navigate, useParams } from 'react-router';
import { CompanyDetailsScreen } from '@/modules/customers/components/details/company-details-screen.tsx';

export function CompanyDetailsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/page-not-found" replace />;
  return <CompanyDetailsScreen key={id} id={id} />;
}
