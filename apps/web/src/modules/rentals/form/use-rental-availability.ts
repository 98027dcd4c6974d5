import { useQuery } from '@tanstack/react-query';
import type { AvailableProductGroup } from '@velodesk/contract/api/rentals';
import { useMemo } from 'react';
import { availabilityKeys } from '@/shared/data/keys/rentals-keys.ts';
import { fetchAvailability } from '@/shared/rentals/rentals-api.ts';
import type { periodOf } from './rental-form.ts';

/** Where an available product is: its group (range, model, size, prices) and its number. */
export type AvailableProducts = Map<number, { group: AvailableProductGroup; internalNumber: string }>;

/**
 * The products available over the rental's period (the rental's own products count as available
 * to it), by group and by product; not read while the period is unknown or invalid, nor for a
 * read-only rental.
 */
export const useRentalAvailability = ({
  period,
  rentalId,
  readOnly,
}: {
  period: ReturnType<typeof periodOf>;
  rentalId: number | null;
  readOnly: boolean | undefined;
}) => {
  const periodInvalid = period?.invalid ?? false;
  const availabilityQuery = {
    searchStartDate: period?.startDate ?? '',
    searchEndDate: period?.endDate ?? '',
    rentalId,
  };
  const availability = useQuery({
    queryKey: availabilityKeys.list(availabilityQuery),
    queryFn: ({ signal }) => fetchAvailability(availabilityQuery, signal),
    enabled: period !== null && !periodInvalid && !readOnly,
  });
  const groups = availability.data ?? null;

  const byProduct = useMemo(() => {
    const map: AvailableProducts = new Map();
    for (const group of groups ?? [])
      for (const product of group.availableProducts)
        map.set(product.id, { group, internalNumber: product.internalNumber });
    return map;
  }, [groups]);
  return { availability, groups, byProduct };
};
