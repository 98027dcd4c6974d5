import { useQuery } from '@tanstack/react-query';
import { civilityKeys, countryKeys, languageKeys } from '@/shared/data/keys/reference-keys.ts';
import {
  activeCountriesQuery,
  activeLanguagesQuery,
  civilitiesQuery,
  fetchActiveCountries,
  fetchActiveLanguages,
  fetchCivilities,
} from '../api/reference-api.ts';

/** Reference lists change rarely: kept fresh ten minutes. */
export const referenceStaleTime = 10 * 60_000;

/** The active languages (one query for the whole app; each module labels them its own way). */
export const useActiveLanguages = () =>
  useQuery({
    queryKey: languageKeys.list(activeLanguagesQuery),
    queryFn: ({ signal }) => fetchActiveLanguages(signal),
    staleTime: referenceStaleTime,
  });

/** Every active country (one query for the whole app). */
export const useActiveCountries = () =>
  useQuery({
    queryKey: countryKeys.list(activeCountriesQuery),
    queryFn: ({ signal }) => fetchActiveCountries(signal),
    staleTime: referenceStaleTime,
  });

/** The civilities (M., Mme, Mx). */
export const useCivilities = () =>
  useQuery({
    queryKey: civilityKeys.list(civilitiesQuery),
    queryFn: ({ signal }) => fetchCivilities(signal),
    staleTime: referenceStaleTime,
  });
