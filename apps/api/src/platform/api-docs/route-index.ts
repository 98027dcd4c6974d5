import { type ApiRoute, apiRoutes } from '@velodesk/contract/routes';

/** The prefix of every API route (the route table's paths are relative to it). */
export const apiPrefix = '/api';

/**
 * The routes of the protocol itself (entrypoint, Hydra and OpenAPI documentation, JSON-LD
 * contexts, Swagger UI): generated from the route table, so they are not in it.
 */
export const isProtocolRoute = (url: string): boolean =>
  url === apiPrefix ||
  url === `${apiPrefix}/` ||
  url.startsWith(`${apiPrefix}/docs`) ||
  url.startsWith(`${apiPrefix}/contexts`);

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const byRoute = new Map(apiRoutes.map((route) => [key(route.method, `${apiPrefix}${route.path}`), route]));

/** The table's entry of a registered route (Fastify's method and url, /api included). */
export const tableRouteOf = (method: string, url: string): ApiRoute | undefined =>
  byRoute.get(key(method, url));

/** `/pricings/:id` → `/pricings/{id}` (OpenAPI's notation). */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** A collection route: a GET answering a hydra collection. */
export const isCollectionRoute = (route: ApiRoute): boolean =>
  route.method === 'GET' && route.collection !== undefined;

/** The route's path has parameters (an item or an action on one). */
export const hasParams = (route: ApiRoute): boolean => route.path.includes(':');

/**
 * API Platform's operation id: `api_pricings_get_collection`, `api_pricings_id_get`,
 * `api_pricings_post`, `api_pricings_id_patch`, `api_rentals_id_close_patch`.
 */
export const operationIdOf = (route: ApiRoute): string => {
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/[^A-Za-z0-9]+/g, '_'));
  const suffix = isCollectionRoute(route) && !hasParams(route) ? '_collection' : '';
  return ['api', ...segments, route.method.toLowerCase()].join('_') + suffix;
};
