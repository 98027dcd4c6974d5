import type { ComboboxItem } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingQueryKeys } from '../../pricing/hooks/use-pricing-options.ts';
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

export const useRanges = () =>
  useQuery({
    queryKey: fleetQueryKeys.ranges,
    queryFn: ({ signal }) => fetchRanges(signal),
    staleTime,
  });

export const useRangeOptions = (): ComboboxItem[] => {
  const query = useRanges();
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

/**
 * After a range or declination (model) was saved: the range filter, the declination selects (the
 * product and pricing forms share pricingQueryKeys.declinations), and the grids that show their
 * names (products, pricings).
 */
export const refreshModels = async (queryClient: QueryClient) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fleetQueryKeys.ranges }),
    queryClient.invalidateQueries({ queryKey: pricingQueryKeys.declinations }),
    queryClient.invalidateQueries({ queryKey: fleetQueryKeys.products }),
    queryClient.invalidateQueries({ queryKey: pricingQueryKeys.grid }),
  ]);
};
