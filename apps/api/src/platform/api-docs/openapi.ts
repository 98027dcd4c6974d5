import { hydraCollectionAnswer } from '@velodesk/contract/hydra-search';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiPrefix, operationIdOf, tableRouteOf } from './route-index.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document from the route table (`GET /api/docs.json`): paths relative to its one
 * server `/api` (so that generators and parsers build `/api/pricings`), API Platform's operation
 * ids, and each operation's params, query, body and answer taken from the table's schemas (a list
 * answers the hydra collection of its members). Routes outside the table (the protocol's own
 * routes) are hidden.
 */
export const openApiServers = [{ url: apiPrefix, description: 'Velodesk API' }];

export const openApiTransform = (input: TransformInput) => {
  const { schema, url, route } = input as TransformInput & {
    schema: Record<string, unknown> | undefined;
    route: { method: string | string[] };
  };
  const method = [route.method].flat()[0] ?? 'GET';
  const entry = tableRouteOf(method, url);
  if (!entry || entry.hidden) return { schema: { ...schema, hide: true }, url };
  const answer = entry.collection ? hydraCollectionAnswer(entry.collection) : entry.answer;
  const next: Record<string, unknown> = {
    ...schema,
    operationId: operationIdOf(entry),
    tags: [...entry.tags],
    ...(entry.resource ? { summary: `${entry.method} ${entry.resource}` } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query && !Array.isArray(entry.query) ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    ...(answer && entry.status
      ? { response: { ...(schema?.response as object | undefined), [entry.status]: answer } }
      : {}),
  };
  const transformed = jsonSchemaTransform({ ...input, schema: next } as TransformInput);
  return { ...transformed, url: url.startsWith(`${apiPrefix}/`) ? url.slice(apiPrefix.length) : url };
};
