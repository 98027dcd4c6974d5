import { Center, Loader } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import { useRental } from '@/shared/rentals/use-rental.ts';
import { RentalEditor } from './rental-editor.tsx';
import { RentalLoadFailure } from './rental-load-failure.tsx';

/**
 * /rental/contract and /rental/reservation, with the query
 * parameters edit (true or false), id and migrate=true.
 */
export function RentalPage() {
  const { type } = useParams();
  const [search] = useSearchParams();
  const edit = search.get('edit') === 'true';
  const id = edit ? Number(search.get('id')) : null;
  const migrate = search.get('migrate') === 'true';
  const rental = useRental(id);
  if (type !== 'contract' && type !== 'reservation') return <Navigate to="/page-not-found" replace />;
  if (edit && (!Number.isInteger(id) || (id ?? 0) <= 0)) return <Navigate to="/page-not-found" replace />;
  const kind: RentalKind = type;
  if (id !== null && !rental.data) {
    if (rental.isError)
      return <RentalLoadFailure rentalId={id} error={rental.error} onRetry={() => void rental.refetch()} />;
    return (
      <Center mih={300}>
        <Loader />
      </Center>
    );
  }
  return (
    <RentalEditor
      // A new form for each rental (and once it became a contract).
      key={`${kind}-${id ?? 'new'}-${rental.data?.rentalType.id ?? ''}`}
      kind={kind}
      rental={rental.data ?? null}
      migrate={migrate}
    />
  );
}
