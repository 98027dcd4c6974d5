import type { SiteRead } from '@velodesk/contract/api/sites';
import type { HydraCollection } from '@velodesk/contract/hydra';
import { sitesRoutes } from '@velodesk/contract/routes/sites';
import { callRoute } from '@/shared/api/api-route.ts';

/** The sites the user may choose; the server already limits them to the user's own sites. */
export const selectableSitesQuery = {
  pagination: 'false',
  'order[activated]': 'desc',
  'order[name]': 'asc',
} as const;

export const findSelectableSites = async (signal?: AbortSignal): Promise<SiteRead[]> => {
  const collection = await callRoute(sitesRoutes['GET /sites'], {
    query: selectableSitesQuery,
    signal,
  });
  return collection['hydra:member'];
};

/** The query of every site the user sees, by name (the workshop included). */
export const allSitesQuery = { pagination: 'false', 'order[name]': 'asc' } as const;

/** Every site the user sees, by name (the user modal's destinations, the fleet's sites). */
export const fetchAllSites = async (signal?: AbortSignal): Promise<SiteRead[]> => {
  const collection = await callRoute(sitesRoutes['GET /sites'], { query: allSitesQuery, signal });
  return collection['hydra:member'];
};

export const sitePageSize = 30;

/** One page of the sites whose name contains `search`, by name (the destinations autocomplete). */
export const fetchSitePage = (
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<HydraCollection<SiteRead>> =>
  callRoute(sitesRoutes['GET /sites'], {
    query: { name: search.trim(), page, itemsPerPage: sitePageSize, 'order[name]': 'asc' },
    signal,
  });

/** The site of this id, as a one-member page (the user filters' chosen destination). */
export const fetchSiteById = (id: number, signal?: AbortSignal): Promise<HydraCollection<SiteRead>> =>
  callRoute(sitesRoutes['GET /sites'], { query: { id }, signal });
