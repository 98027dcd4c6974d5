import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { declinationKeys } from '@/shared/data/keys/fleet-keys.ts';
import { fetchDeclinations } from '../api/products-api.ts';
import { declinationLabel } from '../declination-label.ts';

export { fetchDeclinations };

export const useDeclinations = () =>
  useQuery({
    queryKey: declinationKeys.list('all'),
    queryFn: ({ signal }) => fetchDeclinations(signal),
    staleTime: 10 * 60_000,
  });

/** Declinations as "range - model - size", for the selects of the fleet and pricing screens. */
export const useDeclinationOptions = (): ComboboxItem[] => {
  const query = useDeclinations();
  return useMemo(
    () =>
      (query.data ?? []).map((declination) => ({
        value: declination['@id'],
        label: declinationLabel(declination),
      })),
    [query.data],
  );
};
