import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Display } from '@velodesk/contract/ids';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveCountries } from '@/modules/reference/hooks/use-reference-lists.ts';
import {
  companyKeys,
  currencyKeys,
  displayKeys,
  fidelityKeys,
  huttosoftInstanceKeys,
} from '@/shared/data/keys/settings-keys.ts';
import { countryName } from '@/ui/country-name.ts';
import {
  fetchCompanies,
  fetchCurrencies,
  fetchDisplays,
  fetchFidelities,
  fetchInstances,
} from '../api/reference-api.ts';

/** Select options of the reference lists the settings forms use, loaded once and kept a while. */
const referenceStaleTime = 10 * 60_000;

export interface Options {
  options: ComboboxItem[];
  isLoading: boolean;
}

export const useCountryOptions = (): Options => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useActiveCountries();
  const options = useMemo(
    () =>
      (query.data ?? []).map((country) => ({
        value: country['@id'],
        label: countryName(country, language),
      })),
    [query.data, language],
  );
  return { options, isLoading: query.isPending };
};

export const useCurrencyOptions = (): Options => {
  const query = useQuery({
    queryKey: currencyKeys.list('all'),
    queryFn: ({ signal }) => fetchCurrencies(signal),
    staleTime: referenceStaleTime,
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((currency) => ({
        value: currency['@id'],
        label: `${currency.name} (${currency.code})`,
      })),
    [query.data],
  );
  return { options, isLoading: query.isPending };
};

export const useInstanceOptions = (): Options => {
  const query = useQuery({
    queryKey: huttosoftInstanceKeys.list('all'),
    queryFn: ({ signal }) => fetchInstances(signal),
    staleTime: referenceStaleTime,
  });
  const options = useMemo(
    () => (query.data ?? []).map((instance) => ({ value: instance['@id'], label: instance.name })),
    [query.data],
  );
  return { options, isLoading: query.isPending };
};

export const useCompanies = () =>
  useQuery({
    queryKey: companyKeys.list('all'),
    queryFn: ({ signal }) => fetchCompanies(signal),
    staleTime: 60_000,
  });

export const useCompanyOptions = (): Options => {
  const query = useCompanies();
  const options = useMemo(
    () => (query.data ?? []).map((company) => ({ value: company['@id'], label: company.corporateName })),
    [query.data],
  );
  return { options, isLoading: query.isPending };
};

export const useDisplayOptions = (): Options => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: displayKeys.list('all'),
    queryFn: ({ signal }) => fetchDisplays(signal),
    staleTime: referenceStaleTime,
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((display) => ({
        value: display['@id'],
        label:
          display.id === Display.ht
            ? t('SETTINGS.COMPANIES.DISPLAY_HT')
            : display.id === Display.ttc
              ? t('SETTINGS.COMPANIES.DISPLAY_TTC')
              : display.name,
      })),
    [query.data, t],
  );
  return { options, isLoading: query.isPending };
};

export const useFidelityOptions = (): Options => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: fidelityKeys.list('all'),
    queryFn: ({ signal }) => fetchFidelities(signal),
    staleTime: referenceStaleTime,
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((fidelity) => ({
        value: fidelity['@id'],
        label: t('SETTINGS.FIDELITY.LEVEL_N', { level: fidelity.level }),
      })),
    [query.data, t],
  );
  return { options, isLoading: query.isPending };
};
