import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '../../../app/api-client.ts';

/** The sites the user may choose; the server already limits them to the user's own sites. */
export const selectableSitesQuery = {
  pagination: 'false',
  'order[activated]': 'desc',
  'order[name]': 'asc',
} as const;

export const findSelectableSites = async (signal?: AbortSignal): Promise<SiteRead[]> => {
  const collection = await apiRequest('/sites', hydraCollection(siteRead), {
    query: selectableSitesQuery,
    signal,
  });
  return collection['hydra:member'];
};
