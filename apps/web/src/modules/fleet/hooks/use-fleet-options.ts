import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFleetSites, fetchRanges, fetchStatuses } from '../api/products-api.ts';
import { statusLabel } from '../fleet-statuses.ts';

const staleTime = 5 * 60_000;

export const fleetQueryKeys = {
  products: ['products'] as const,
  history: (productId: number) => ['product-histories', productId] as const,
  statuses: ['reference', 'product-statuses'] as const,
  ranges: ['reference', 'ranges'] as const,
  sites: ['sites', 'fleet'] as const,
};

/** Every site the user sees (the workshop included: products live there too). */
export const useFleetSiteOptions = (): ComboboxItem[] => {
  const query = useQuery({
    queryKey: fleetQueryKeys.sites,
    queryFn: ({ signal }) => fetchFleetSites(signal),
    staleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((site) => ({ value: site['@id'], label: site.name })),
    [query.data],
  );
};

export const useRangeOptions = (): ComboboxItem[] => {
  const query = useQuery({
    queryKey: fleetQueryKeys.ranges,
    queryFn: ({ signal }) => fetchRanges(signal),
    staleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((range) => ({ value: range['@id'], label: range.name })),
    [query.data],
  );
};

export const useStatusOptions = (): ComboboxItem[] => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: fleetQueryKeys.statuses,
    queryFn: ({ signal }) => fetchStatuses(signal),
    staleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((status) => ({ value: status['@id'], label: statusLabel(t, status) })),
    [query.data, t],
  );
};
