import type { LanguageRead } from '@velodesk/contract/api/reference';
import { referenceRoutes } from '@velodesk/contract/routes/reference';
import { callRoute } from '@/shared/api/api-route.ts';

/**
 * The reference lists every module shares: the active languages, the active countries (whole, or
 * one searched page) and the civilities. Each is read once and cached under one key
 * (./query-keys.ts), whichever screen asks first.
 */

/** The query of the active languages, by id (fr first). */
export const activeLanguagesQuery = { isActive: 1, pagination: 'false', 'order[id]': 'asc' } as const;

export const fetchActiveLanguages = async (signal?: AbortSignal): Promise<LanguageRead[]> =>
  (await callRoute(referenceRoutes['GET /languages'], { query: activeLanguagesQuery, signal }))[
    'hydra:member'
  ];

/** The query of every active country (the settings forms' selects). */
export const activeCountriesQuery = { isActive: 1, pagination: 'false' } as const;

export const fetchActiveCountries = async (signal?: AbortSignal) =>
  (await callRoute(referenceRoutes['GET /countries'], { query: activeCountriesQuery, signal }))[
    'hydra:member'
  ];

export const countryPageSize = 30;

/** What the country autocomplete searches: codes whose name matched in the interface language, else a stored name. */
export interface CountrySearch {
  codes?: readonly string[];
  name?: string | undefined;
}

/**
 * One page of the active countries, priority countries first. `codes` narrows the list to the
 * countries whose name in the interface language matched what the user typed; `name` searches the
 * stored (French) names when no code matched.
 */
export const fetchCountryPage = (page: number, search: CountrySearch, signal?: AbortSignal) =>
  callRoute(referenceRoutes['GET /countries'], {
    query: {
      isActive: 1,
      page,
      itemsPerPage: countryPageSize,
      'codeIso31662[]': search.codes && search.codes.length > 0 ? search.codes : undefined,
      name: search.name || undefined,
    },
    signal,
  });

export const civilitiesQuery = { pagination: 'false' } as const;

export const fetchCivilities = async (signal?: AbortSignal) =>
  (await callRoute(referenceRoutes['GET /civilities'], { query: civilitiesQuery, signal }))['hydra:member'];
