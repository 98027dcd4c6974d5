import { useQuery } from '@tanstack/react-query';
import { rentalKeys } from '../../rentals/api/query-keys.ts';
import { fetchRental } from '../../rentals/api/rentals-api.ts';

/** One rental with its lines, comments and replacements (GET /rentals/{id}). */
export const useRental = (id: number) =>
  useQuery({ queryKey: rentalKeys.detail(id), queryFn: ({ signal }) => fetchRental(id, signal) });
