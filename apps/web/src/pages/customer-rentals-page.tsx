import { Navigate, useParams } from 'react-router';
import { CustomerRentalsScreen } from '@/modules/customers/components/rentals/customer-rentals-screen.tsx';
import type { CustomerKind } from '@/modules/customers/customer-paths.ts';
import { CustomerRentalsGrid } from '@/modules/rentals/list/customer-rentals/customer-rentals-grid.tsx';

/** /customers-rentals/{id} (an individual) and /company-rentals/{id} (a company). */
export function CustomerRentalsPage({ kind }: { kind: CustomerKind }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/page-not-found" replace />;
  return (
    <CustomerRentalsScreen
      key={`${kind}-${id}`}
      id={id}
      kind={kind}
      rentals={<CustomerRentalsGrid customerId={id} />}
    />
  );
}
