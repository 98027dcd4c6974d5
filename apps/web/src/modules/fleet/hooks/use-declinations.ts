import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { declinationRead } from '@velodesk/contract/api/catalogue';
import { useMemo } from 'react';
import { fetchAll } from '@/shared/api/api-collection.ts';
import { declinationKeys } from '@/shared/data/keys/fleet-keys.ts';
import { declinationLabel } from '../declination-label.ts';

/** Every declination (the catalogue's models), in the server's order (range, model, size). */
export const fetchDeclinations = (signal?: AbortSignal) =>
  fetchAll('/declinations', declinationRead, {}, signal);

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
