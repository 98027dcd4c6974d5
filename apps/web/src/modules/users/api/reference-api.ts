import { type LanguageRead, languageRead } from '@velodesk/contract/api/reference';
import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { type HydraCollection, hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '../../../app/api-client.ts';

/** The active interface languages (GET /api/languages?isActive=1). */
export const fetchLanguages = async (signal?: AbortSignal): Promise<LanguageRead[]> => {
  const collection = await apiRequest('/languages', hydraCollection(languageRead), {
    query: { isActive: 1, pagination: 'false', 'order[id]': 'asc' },
    signal,
  });
  return collection['hydra:member'];
};

/** Every site the user sees, by name (the destinations of the user modal). */
export const fetchAllSites = async (signal?: AbortSignal): Promise<SiteRead[]> => {
  const collection = await apiRequest('/sites', hydraCollection(siteRead), {
    query: { pagination: 'false', 'order[name]': 'asc' },
    signal,
  });
  return collection['hydra:member'];
};

export const sitePageSize = 30;

/** One page of the sites whose name contains `search` (the destinations autocomplete). */
export const fetchSitePage = (
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<HydraCollection<SiteRead>> =>
  apiRequest('/sites', hydraCollection(siteRead), {
    query: { name: search.trim(), page, itemsPerPage: sitePageSize, 'order[name]': 'asc' },
    signal,
  });
