import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../ui/country-name.ts';
import {
  fetchDeclinations,
  fetchDurationTypes,
  fetchPricingTypes,
  fetchTaxRules,
} from '../api/pricings-api.ts';
import { declinationLabel, durationTypeLabel, pricingTypeLabel } from '../pricing-labels.ts';

const staleTime = 10 * 60_000;

export const pricingQueryKeys = {
  grid: ['pricings'] as const,
  declinations: ['reference', 'declinations'] as const,
  pricingTypes: ['reference', 'pricing-types'] as const,
  durationTypes: ['reference', 'duration-types'] as const,
  taxRules: ['reference', 'tax-rules'] as const,
};

export const useDeclinations = () =>
  useQuery({
    queryKey: pricingQueryKeys.declinations,
    queryFn: ({ signal }) => fetchDeclinations(signal),
    staleTime,
  });

/** Declinations as "range - model - size", in the server's order (range, model, size). */
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

export const usePricingTypeOptions = (): ComboboxItem[] => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: pricingQueryKeys.pricingTypes,
    queryFn: ({ signal }) => fetchPricingTypes(signal),
    staleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((type) => ({ value: type['@id'], label: pricingTypeLabel(t, type) })),
    [query.data, t],
  );
};

export const useDurationTypeOptions = (): ComboboxItem[] => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: pricingQueryKeys.durationTypes,
    queryFn: ({ signal }) => fetchDurationTypes(signal),
    staleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((type) => ({ value: type['@id'], label: durationTypeLabel(t, type) })),
    [query.data, t],
  );
};

export const useTaxRuleOptions = (): ComboboxItem[] => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery({
    queryKey: pricingQueryKeys.taxRules,
    queryFn: ({ signal }) => fetchTaxRules(signal),
    staleTime,
  });
  return useMemo(
    () =>
      (query.data ?? []).map((rule) => ({
        value: rule['@id'],
        // The countries where the rule has a rate in force today.
        label: [
          rule.description,
          ...rule.rates.filter((r) => r.status === 'current').map((r) => countryName(r.country, language)),
        ].join(' · '),
      })),
    [query.data, language],
  );
};
