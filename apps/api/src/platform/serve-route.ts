import { hydraCollectionAnswer } from '@velodesk/contract/hydra-search';
import type { ApiRoute } from '@velodesk/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CollectionQuery, type CollectionSpec, collectionQuerySchema, listQuery } from './filters.ts';
import { collection, hydraSearch } from './hydra.ts';

/**
 * The one way a module registers a route of the table (packages/contract/src/routes/<group>.ts):
 * its method, path, permission and schemas are the table's own (the same objects, never copies),
 * so the API serves what the table says and the docs made from the table are true
 * (docs/api-conventions.md "Adding a route"). The route table's test checks that every /api route
 * went through here (route-table.test.ts).
 */

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type OutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;
type Field<R, K extends string> = R extends { [key in K]: infer S } ? S : undefined;

/** The request of a route: its params, query and body as the table's schemas parse them. */
export type RouteRequest<R extends ApiRoute> = FastifyRequest<{
  Headers: OutputOf<Field<R, 'headers'>>;
  Params: OutputOf<Field<R, 'params'>>;
  Querystring: OutputOf<Field<R, 'query'>>;
  Body: OutputOf<Field<R, 'body'>>;
}>;

/**
 * What a handler answers: the table's answer (as its schema takes it in), the hydra collection of
 * its members for a list, or nothing.
 */
export type RouteAnswer<R extends ApiRoute> =
  Field<R, 'answer'> extends z.ZodType
    ? z.input<Field<R, 'answer'>>
    : Field<R, 'collection'> extends infer M extends z.ZodType
      ? z.input<ReturnType<typeof hydraCollectionAnswer<M>>>
      : undefined;

/**
 * A route's handler: it returns the answer, which is sent with the table's status (204 and no body
 * when the table answers nothing). A handler that sends the answer itself (a file through
 * sendFile, a status that depends on the outcome) returns the reply.
 */
export type RouteHandler<R extends ApiRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteAnswer<R> | FastifyReply | undefined> | RouteAnswer<R> | FastifyReply | undefined;

export interface ServeOptions {
  /** A note for the OpenAPI document (what a file answer holds, what the route does). */
  description?: string;
  /** Other success statuses the handler may send with the same answer (set on the reply). */
  alsoAnswers?: number[];
  /** The largest body accepted, when not Fastify's default (an archive upload). */
  bodyLimit?: number;
}

/** The table's entry a route was registered from (route-table.test.ts checks every /api route has one). */
export interface ServedConfig {
  requirement: ApiRoute['permission'];
  tableRoute: ApiRoute;
}

const successStatus = (route: ApiRoute) => route.status ?? (route.answer ? 200 : 204);

/** The schema Fastify gets: the table's own objects, only the ones the route has. */
const schemaOf = (route: ApiRoute, querystring: z.ZodType | undefined, options: ServeOptions) => {
  const answer = route.collection ? hydraCollectionAnswer(route.collection) : route.answer;
  const response = answer
    ? Object.fromEntries([successStatus(route), ...(options.alsoAnswers ?? [])].map((s) => [s, answer]))
    : undefined;
  return {
    tags: route.tags as string[],
    ...(options.description ? { description: options.description } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.headers ? { headers: route.headers } : {}),
    ...(response ? { response } : {}),
    ...(route.hidden ? { hide: true } : {}),
  };
};

const register = (
  app: ZodApp,
  route: ApiRoute,
  querystring: z.ZodType | undefined,
  options: ServeOptions,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) => {
  const config: ServedConfig = { requirement: route.permission, tableRoute: route };
  app.route({
    method: route.method,
    url: route.path,
    config,
    schema: schemaOf(route, querystring, options),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler,
  });
};

/** Registers `route` of the table with its handler (see RouteHandler for what it returns). */
export const serveRoute = <R extends ApiRoute>(
  app: ZodApp,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
) => {
  if (Array.isArray(route.query)) {
    throw new Error(`${route.method} ${route.path} is a collection: register it with serveCollection.`);
  }
  const query = route.query as z.ZodType | undefined;
  register(app, route, query, options, async (request, reply) => {
    const answer = await handler(request as RouteRequest<R>, reply);
    if (answer === reply) return reply;
    if (route.answer === undefined && route.collection === undefined && answer === undefined) {
      return reply.status(successStatus(route)).send();
    }
    reply.status(successStatus(route));
    return answer;
  });
};

type MemberOf<R> = R extends { collection: infer M extends z.ZodType } ? z.output<M> : never;

/**
 * Registers a hydra list of the table: its permission, its query string checked against the
 * collection's filters (which must be the table's query keys: it throws at registration when they
 * differ), and its answer. `find` gets the query as written (sort keys in order).
 */
export const serveCollection = <R extends ApiRoute & { collection: z.ZodType }>(
  app: ZodApp,
  route: R,
  options: {
    spec: CollectionSpec;
    find: (
      request: FastifyRequest,
      query: Record<string, string | string[]>,
    ) => Promise<{ parsed: CollectionQuery; members: MemberOf<R>[]; total: number }>;
  },
) => {
  const querystring = collectionQuerySchema(options.spec);
  const keys = Object.keys(querystring.shape).sort();
  const listed = Array.isArray(route.query) ? [...route.query].sort() : [];
  if (keys.join('\n') !== listed.join('\n')) {
    throw new Error(
      `${route.method} ${route.path}: the collection accepts ${keys.join(', ')}; the table lists ${listed.join(', ')}.`,
    );
  }
  const search = hydraSearch(route.path, options.spec);
  register(app, route, querystring, {}, async (request, reply) => {
    const query = listQuery(request);
    const { parsed, members, total } = await options.find(request, query);
    reply.status(successStatus(route));
    return { ...collection(route.path, members, total, { ...parsed, query }), 'hydra:search': search };
  });
};
