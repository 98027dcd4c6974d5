import { civilityRead, countryRead, languageRead } from '@velodesk/contract/api/reference';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '../../../app/api-client.ts';

/** The reference lists the customer forms use: countries (paged), languages, civilities. */

export const countryPageSize = 30;

/**
 * One page of the active countries, priority countries first. `codes` narrows the list to the
 * countries whose name in the interface language matched what the user typed; `name` searches the
 * stored (French) names when no code matched.
 */
export const fetchCountryPage = (
  page: number,
  search: { codes?: readonly string[]; name?: string },
  signal?: AbortSignal,
) =>
  apiRequest('/countries', hydraCollection(countryRead), {
    query: {
      isActive: 1,
      page,
      itemsPerPage: countryPageSize,
      'codeIso31662[]': search.codes && search.codes.length > 0 ? search.codes : undefined,
      name: search.name || undefined,
    },
    signal,
  });

export const fetchLanguages = async (signal?: AbortSignal) =>
  (
    await apiRequest('/languages', hydraCollection(languageRead), {
      query: { isActive: 1, pagination: 'false' },
      signal,
    })
  )['hydra:member'];

export const fetchCivilities = async (signal?: AbortSignal) =>
  (
    await apiRequest('/civilities', hydraCollection(civilityRead), {
      query: { pagination: 'false' },
      signal,
    })
  )['hydra:member'];
