import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProfileRead } from '@velodesk/contract/api/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeNameKey } from '@/i18n/text-key.ts';
import { useActiveLanguages } from '@/modules/reference/hooks/use-reference-lists.ts';
import { useAllSites } from '@/modules/sites/hooks/use-all-sites.ts';
import { profileKeys } from '@/shared/data/keys/users-keys.ts';
import { fetchProfiles } from '../api/rights-api.ts';

/** The active languages as select options (value: the language IRI), named in their own language. */
export const useLanguageOptions = (): { options: ComboboxItem[]; isLoading: boolean } => {
  const { t } = useTranslation();
  const query = useActiveLanguages();
  const options = useMemo(
    () =>
      (query.data ?? []).map((language) => {
        const nameKey = nativeNameKey(language.code);
        return { value: language['@id'], label: nameKey ? t(nameKey) : language.description };
      }),
    [query.data, t],
  );
  return { options, isLoading: query.isPending };
};

/** The sites the user sees, as options of the destinations multiselect (value: the site IRI). */
export const useSiteOptions = (): { options: ComboboxItem[]; isLoading: boolean } => {
  const query = useAllSites();
  const options = useMemo(
    () => (query.data ?? []).map((site) => ({ value: site['@id'], label: site.name })),
    [query.data],
  );
  return { options, isLoading: query.isPending };
};

/** Every profile (GET /api/profiles), for the profile select of the user modal. */
export const useProfiles = (): { profiles: ProfileRead[]; isLoading: boolean } => {
  const query = useQuery({
    queryKey: profileKeys.list('all'),
    queryFn: ({ signal }) => fetchProfiles(signal),
    staleTime: 30_000,
  });
  return { profiles: query.data ?? [], isLoading: query.isPending };
};
