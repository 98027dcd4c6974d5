import { useQuery } from '@tanstack/react-query';
import { availabilityKeys, rentalProductKeys } from '@/shared/data/keys/rentals-keys.ts';
import { type AvailabilityQuery, fetchAvailability } from '@/shared/rentals/rentals-api.ts';
import { fetchRentalProduct } from '../api/rental-products-api.ts';

/** The products available for the rental's period, grouped by declination, with their prices. */
export const useAvailableProducts = (query: AvailabilityQuery) => {
  const params = {
    searchStartDate: query.searchStartDate,
    searchEndDate: query.searchEndDate,
    rentalId: query.rentalId ?? null,
  };
  return useQuery({
    queryKey: availabilityKeys.list(params),
    queryFn: ({ signal }) => fetchAvailability(params, signal),
    enabled: params.searchStartDate !== '' && params.searchEndDate !== '',
  });
};

/** The line being replaced, for its declination (range, model, min and max). */
export const useReplacedLine = (rentalProductId: number | null) =>
  useQuery({
    queryKey: rentalProductKeys.detail(rentalProductId ?? 0),
    queryFn: ({ signal }) => fetchRentalProduct(rentalProductId ?? 0, signal),
    enabled: rentalProductId !== null,
  });
