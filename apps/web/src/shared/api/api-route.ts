import { type HydraCollection, hydraCollection } from '@velodesk/contract/hydra';
import type { ApiRoute } from '@velodesk/contract/routes/route';
import type { z } from 'zod';
import {
  type ApiOptions,
  apiCommand,
  apiDownload,
  apiRequest,
  apiUrl,
  type DownloadedFile,
  type QueryParams,
  type QueryValue,
  takeArrivedPrefetch,
} from './api-client.ts';

/**
 * The one typed client of the web app (issue 25): every call names its route of the contract's
 * table (`catalogueRoutes['PATCH /ranges/:id']`), which gives the method, the path, and the types
 * of the path parameters, query, body and answer. The path is built here from the route's
 * `:params` (encoded); the answer is checked with the route's schema (or the hydra collection of
 * its `collection`); the headers, the 401 and 403 handling and the take-over of a boot prefetch
 * are api-client.ts's. Clients import only the route groups they need
 * (`@velodesk/contract/routes/catalogue`), never the whole table.
 */

/**
 * A parameter's value: the schema's input, or a number where the schema reads an id into one. The
 * table's paths are plain strings to TypeScript, so the route's `params` schema names the keys.
 */
type ParamValue<P extends z.ZodType, K extends keyof z.input<P>> =
  | z.input<P>[K]
  | (K extends keyof z.output<P> ? (z.output<P>[K] extends number ? number : never) : never);

export type RouteParams<R extends ApiRoute> = R extends { params: infer S extends z.ZodType }
  ? { [K in keyof z.input<S>]: ParamValue<S, K> }
  : never;

/** A collection's accepted keys (its filters, order, page), or the keys of the query's schema. */
export type RouteQuery<R extends ApiRoute> = R extends { query: infer Q }
  ? Q extends readonly (infer K extends string)[]
    ? URLSearchParams | Partial<Record<K, QueryValue>>
    : Q extends z.ZodType
      ? URLSearchParams | { [K in keyof z.input<Q>]?: QueryValue }
      : never
  : never;

/** The body's schema input; a route whose body is not JSON in the table (the CSV import) takes any. */
export type RouteBody<R extends ApiRoute> = R extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : R extends { bodyMediaType: string }
    ? unknown
    : never;

export type RouteAnswer<R extends ApiRoute> = R extends { collection: infer C extends z.ZodType }
  ? HydraCollection<z.output<C>>
  : R extends { answer: infer A extends z.ZodType }
    ? z.output<A>
    : undefined;

type CallOptions = Pick<
  ApiOptions,
  'authenticated' | 'redirectOnUnauthorized' | 'reportForbidden' | 'signal' | 'headers'
>;

type ParamsInput<R extends ApiRoute> = [RouteParams<R>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> };

export type RouteInput<R extends ApiRoute> = ParamsInput<R> &
  ([RouteQuery<R>] extends [never] ? { query?: undefined } : { query?: RouteQuery<R> }) &
  ([RouteBody<R>] extends [never] ? { body?: undefined } : { body?: RouteBody<R> }) &
  CallOptions;

/** The input is required when the route's path has parameters. */
type InputArgs<R extends ApiRoute, I> = [RouteParams<R>] extends [never] ? [input?: I] : [input: I];

/** The path of a route with its parameters filled in and encoded (without /api). */
export const routePath = <R extends ApiRoute>(route: R, params?: RouteParams<R>): string =>
  route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined> | undefined)?.[name];
    if (value === undefined || value === '') throw new Error(`${route.method} ${route.path}: no ${name}.`);
    return encodeURIComponent(String(value));
  });

/** The full URL of a route (`/api/…?…`), for a document the screen opens or downloads later. */
export const routeUrl = <R extends ApiRoute>(
  route: R,
  ...[input]: InputArgs<R, { params?: RouteParams<R>; query?: QueryParams }>
): string => apiUrl(routePath(route, input?.params), input?.query);

const optionsOf = (route: ApiRoute, input: Partial<RouteInput<ApiRoute>> | undefined): ApiOptions => ({
  method: route.method,
  ...(input?.query !== undefined ? { query: input.query as QueryParams } : {}),
  ...(input?.body !== undefined ? { body: input.body } : {}),
  ...(input?.authenticated !== undefined ? { authenticated: input.authenticated } : {}),
  ...(input?.redirectOnUnauthorized !== undefined
    ? { redirectOnUnauthorized: input.redirectOnUnauthorized }
    : {}),
  ...(input?.reportForbidden !== undefined ? { reportForbidden: input.reportForbidden } : {}),
  ...(input?.signal ? { signal: input.signal } : {}),
  ...(input?.headers ? { headers: input.headers } : {}),
});

/**
 * Calls a route of the table: its answer checked with the route's schema and typed by it; a route
 * without an answer answers nothing.
 */
export const callRoute = async <R extends ApiRoute>(
  route: R,
  ...[input]: InputArgs<R, RouteInput<R>>
): Promise<RouteAnswer<R>> => {
  const path = routePath(route, input?.params as RouteParams<R> | undefined);
  const options = optionsOf(route, input as Partial<RouteInput<ApiRoute>> | undefined);
  const schema = route.collection ? hydraCollection(route.collection) : route.answer;
  if (!schema) return (await apiCommand(path, options)) as RouteAnswer<R>;
  return (await apiRequest(path, schema, options)) as RouteAnswer<R>;
};

/**
 * The same call, its answer checked with a lighter schema than the route's (the planning's 20,000
 * tuples are checked by the API's contract tests, not on every refresh).
 */
export const callRouteChecked = <R extends ApiRoute, S extends z.ZodType>(
  route: R,
  schema: S,
  ...[input]: InputArgs<R, RouteInput<R>>
): Promise<z.output<S>> =>
  apiRequest(
    routePath(route, input?.params as RouteParams<R> | undefined),
    schema,
    optionsOf(route, input as Partial<RouteInput<ApiRoute>> | undefined),
  );

/**
 * The answer of this call if the boot has already received it (app/boot-prefetch.ts), checked with
 * `schema`; else undefined. A screen's first query starts with it (its `initialData`), so that the
 * screen draws the data in its first render rather than a loader and then the data (issue 28).
 */
export const arrivedRouteAnswer = <R extends ApiRoute, S extends z.ZodType>(
  route: R,
  schema: S,
  ...[input]: InputArgs<R, RouteInput<R>>
): z.output<S> | undefined => {
  const arrived = takeArrivedPrefetch(
    routePath(route, input?.params as RouteParams<R> | undefined),
    input?.query as QueryParams | undefined,
  );
  if (!arrived) return undefined;
  const parsed = schema.safeParse(arrived.body);
  return parsed.success ? parsed.data : undefined;
};

/** A list route of the table: its member schema is `collection`. */
export type CollectionRoute<S extends z.ZodType = z.ZodType> = ApiRoute & { collection: S };

/** One page of a list route, with the query as the data grid builds it (ui/data-grid). */
export const fetchPageOf = <S extends z.ZodType>(
  route: CollectionRoute<S>,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<HydraCollection<z.output<S>>> =>
  apiRequest(routePath(route), hydraCollection(route.collection), { query, signal });

/** Every member of a collection route at once (pagination off: the small reference lists). */
export const fetchAllOf = async <R extends CollectionRoute>(
  route: R,
  ...[input]: InputArgs<R, RouteInput<R>>
): Promise<z.output<R['collection']>[]> => {
  const given = input?.query as QueryParams | undefined;
  let query: QueryParams;
  if (given instanceof URLSearchParams) {
    query = new URLSearchParams({ pagination: 'false' });
    for (const [key, value] of given) query.set(key, value);
  } else {
    query = { pagination: 'false', ...given };
  }
  const answer = await callRoute(route, ...([{ ...input, query }] as InputArgs<R, RouteInput<R>>));
  return (answer as HydraCollection<z.output<R['collection']>>)['hydra:member'];
};

export interface RouteDownloadInput {
  /** The file's media types, e.g. application/pdf (a refusal still comes as a hydra error). */
  accept: string;
  /** The name when the answer's Content-Disposition gives none. */
  filename?: string;
}

/** A route that answers a file (a PDF, an xlsx, a tar archive): its bytes and its name. */
export const downloadRoute = <R extends ApiRoute>(
  route: R,
  ...[input]: [input: RouteInput<R> & RouteDownloadInput]
): Promise<DownloadedFile> =>
  apiDownload(routePath(route, input.params as RouteParams<R> | undefined), {
    ...optionsOf(route, input as Partial<RouteInput<ApiRoute>>),
    accept: input.accept,
    ...(input.filename ? { filename: input.filename } : {}),
  });

/**
 * A document at a link the API answered (`/api/invoices/7/pdf` in a generated file's answer): the
 * link is the API's, not built here; read with the same headers and handling as every call.
 */
export const downloadLink = (href: string, input: RouteDownloadInput): Promise<DownloadedFile> =>
  apiDownload(href, { accept: input.accept, ...(input.filename ? { filename: input.filename } : {}) });
