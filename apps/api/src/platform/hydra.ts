import type { HydraCollection } from '@velodesk/contract/hydra';
import type { HydraSearch } from '@velodesk/contract/hydra-search';
import { type CollectionSpec, collectionQuerySchema } from './filters.ts';

/** Builds the hydra answer of a collection page. */
export const collection = <T>(
  path: string,
  members: T[],
  totalItems: number,
  page: { page: number; itemsPerPage: number; paginated: boolean; query: Record<string, unknown> },
): HydraCollection<T> => {
  const answer: HydraCollection<T> = {
    '@id': `/api${path}`,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  };
  if (!page.paginated) return answer;
  const lastPage = Math.max(1, Math.ceil(totalItems / page.itemsPerPage));
  // The query without its page, written once; each page's URL ends with its own `page`.
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(page.query)) {
    if (key === 'page' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const others = params.toString();
  const pageUrl = (n: number) => `/api${path}?${others === '' ? '' : `${others}&`}page=${n}`;
  answer['hydra:view'] = {
    '@id': pageUrl(page.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageUrl(1),
    'hydra:last': pageUrl(lastPage),
    ...(page.page < lastPage ? { 'hydra:next': pageUrl(page.page + 1) } : {}),
    ...(page.page > 1 ? { 'hydra:previous': pageUrl(page.page - 1) } : {}),
  };
  return answer;
};

/** The IRI and type of a resource. */
export const resource = (type: string, collectionName: string, id: number) => ({
  '@id': `/api/${collectionName}/${id}`,
  '@type': type,
  id,
});

export const ref = (collectionName: string, id: number) => `/api/${collectionName}/${id}`;

/** Query keys of paging, not filters: API Platform leaves them out of `hydra:search`. */
const pagingKeys = new Set(['page', 'itemsPerPage', 'pagination']);

/**
 * The filters and sort keys of a collection as API Platform describes them (`hydra:search`, an
 * IRI template), so that clients (API Platform Admin's filters) find them. Built once per route.
 */
export const hydraSearch = (path: string, spec: CollectionSpec): HydraSearch => {
  const variables = Object.keys(collectionQuerySchema(spec).shape).filter((key) => !pagingKeys.has(key));
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `/api${path}{?${variables.join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': variables.map((variable) => ({
      '@type': 'IriTemplateMapping',
      variable,
      property: /^order\[(.+)\]$/.exec(variable)?.[1] ?? variable.replace(/\[.*$/, ''),
      required: false,
    })),
  };
};
