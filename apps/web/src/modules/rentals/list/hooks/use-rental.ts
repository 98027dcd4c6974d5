import { useQuery } from '@tanstack/react-query';
import { rentalKeys } from '@/shared/data/keys/rentals-keys.ts';
import { fetchRental } from '@/shared/rentals/rentals-api.ts';

/** One rental with its lines, comments and replacements (GET /rentals/{id}). */
export const useRental = (id: number) =>
  useQuery({ queryKey: rentalKeys.detail(id), queryFn: ({ signal }) => fetchRental(id, signal) });
