import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCivilities, fetchLanguages } from '../api/reference-api.ts';
import { civilityLabel, languageLabel } from '../customer-format.ts';
import { customerQueryKeys } from './customer-query-keys.ts';

const referenceStaleTime = 10 * 60_000;

/** The active languages, named in the interface language. */
export const useLanguageOptions = (): ComboboxItem[] => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery({
    queryKey: customerQueryKeys.languages,
    queryFn: ({ signal }) => fetchLanguages(signal),
    staleTime: referenceStaleTime,
  });
  return useMemo(
    () =>
      (query.data ?? []).map((item) => ({
        value: item['@id'],
        label: languageLabel(item, language),
      })),
    [query.data, language],
  );
};

/** The civilities (M., Mme, Mx), translated. */
export const useCivilityOptions = (): ComboboxItem[] => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: customerQueryKeys.civilities,
    queryFn: ({ signal }) => fetchCivilities(signal),
    staleTime: referenceStaleTime,
  });
  return useMemo(
    () => (query.data ?? []).map((item) => ({ value: item['@id'], label: civilityLabel(item, t) })),
    [query.data, t],
  );
};
