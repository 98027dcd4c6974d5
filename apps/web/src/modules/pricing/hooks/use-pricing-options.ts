import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxRules } from '@/modules/settings/hooks/use-tax-rules.ts';
import { durationTypeKeys, pricingKeys, pricingTypeKeys } from '@/shared/data/keys/pricing-keys.ts';
import { countryName } from '@/ui/country-name.ts';
import { fetchDurationTypes, fetchOwnerPricings, fetchPricingTypes } from '../api/pricings-api.ts';
import { durationTypeLabel, pricingTypeLabel } from '../pricing-labels.ts';

const staleTime = 10 * 60_000;

/** The declinations are the fleet's (catalogue) resource: its hooks, re-exported for the pricing screens. */
export { useDeclinationOptions, useDeclinations } from '@/modules/fleet/hooks/use-declinations.ts';

export const usePricingTypeOptions = (): ComboboxItem[] => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: pricingTypeKeys.list('all'),
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
    queryKey: durationTypeKeys.list('all'),
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
  const query = useTaxRules();
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

/** The pricings already set for one company and declination (the pricing modal's clash check). */
export const useOwnerPricings = (companyIri: string, declinationIri: string) => {
  const query = useQuery({
    queryKey: pricingKeys.list({ owner: `${companyIri}|${declinationIri}` }),
    queryFn: ({ signal }) => fetchOwnerPricings(companyIri, declinationIri, signal),
  });
  return query.data ?? [];
};
