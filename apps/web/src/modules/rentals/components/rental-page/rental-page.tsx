import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { errorMessageKey, translate } from '../../../../app/error-messages.ts';
import type { RentalKind } from '../../api/rentals-api.ts';
import { useRental } from '../../hooks/use-rental.ts';
import { RentalEditor } from './rental-editor.tsx';

/**
 * /rental/contract and /rental/reservation, with the query
 * parameters edit (true or false), id and migrate=true.
 */
export function RentalPage() {
  const { t } = useTranslation();
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
    return (
      <Center mih={300}>
        {rental.isError ? (
          <Text c="red" data-testid="rental-load-error">
            {translate(t, errorMessageKey(rental.error))}
          </Text>
        ) : (
          <Loader />
        )}
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
