import type { ComboboxItem } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguages, useCivilities } from '@/modules/reference/hooks/use-reference-lists.ts';
import { civilityLabel, languageLabel } from '../customer-format.ts';

/** The active languages, named in the interface language. */
export const useLanguageOptions = (): ComboboxItem[] => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useActiveLanguages();
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
  const query = useCivilities();
  return useMemo(
    () => (query.data ?? []).map((item) => ({ value: item['@id'], label: civilityLabel(item, t) })),
    [query.data, t],
  );
};
