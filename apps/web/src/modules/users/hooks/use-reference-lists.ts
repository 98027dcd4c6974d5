import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProfileRead } from '@velodesk/contract/api/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAllSites, fetchLanguages } from '../api/reference-api.ts';
import { fetchProfiles } from '../api/rights-api.ts';
import { usersQueryKeys } from './users-query-keys.ts';

const referenceStaleTime = 5 * 60_000;

/** The active languages as select options (value: the language IRI), named in their own language. */
export const useLanguageOptions = (): { options: ComboboxItem[]; isLoading: boolean } => {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: usersQueryKeys.languages,
    queryFn: ({ signal }) => fetchLanguages(signal),
    staleTime: referenceStaleTime,
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((language) => ({
        value: language['@id'],
        label: i18n.exists(`LANGUAGE.NATIVE.${language.code}`)
          ? t(`LANGUAGE.NATIVE.${language.code}`)
          : language.description,
      })),
    [query.data, t, i18n],
  );
  return { options, isLoading: query.isPending };
};

/** The sites the user sees, as options of the destinations multiselect (value: the site IRI). */
export const useSiteOptions = (): { options: ComboboxItem[]; isLoading: boolean } => {
  const query = useQuery({
    queryKey: usersQueryKeys.sites,
    queryFn: ({ signal }) => fetchAllSites(signal),
    staleTime: referenceStaleTime,
  });
  const options = useMemo(
    () => (query.data ?? []).map((site) => ({ value: site['@id'], label: site.name })),
    [query.data],
  );
  return { options, isLoading: query.isPending };
};

/** Every profile (GET /api/profiles), for the profile select of the user modal. */
export const useProfiles = (): { profiles: ProfileRead[]; isLoading: boolean } => {
  const query = useQuery({
    queryKey: usersQueryKeys.profiles,
    queryFn: ({ signal }) => fetchProfiles(signal),
    staleTime: 30_000,
  });
  return { profiles: query.data ?? [], isLoading: query.isPending };
};
