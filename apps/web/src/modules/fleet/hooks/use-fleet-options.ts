import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllSites } from '@/modules/sites/hooks/use-all-sites.ts';
import { productStatusKeys, rangeKeys } from '@/shared/data/keys/fleet-keys.ts';
import { fetchRanges, fetchStatuses } from '../api/products-api.ts';
import { statusLabel } from '../fleet-statuses.ts';

const staleTime = 5 * 60_000;

/** Every site the user sees (the workshop included: products live there too). */
export const useFleetSiteOptions = (): ComboboxItem[] => {
  const query = useAllSites();
  return useMemo(
    () => (query.data ?? []).map((site) => ({ value: site['@id'], label: site.name })),
    [query.data],
  );
};

export const useRanges = () =>
  useQuery({
    queryKey: rangeKeys.list('all'),
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
    queryKey: productStatusKeys.list('all'),
    queryFn: ({ signal }) => fetchStatuses(signal),
    staleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((status) => ({ value: status['@id'], label: statusLabel(t, status) })),
    [query.data, t],
  );
};
