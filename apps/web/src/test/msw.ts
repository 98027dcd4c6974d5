import type { HydraError } from '@velodesk/contract/hydra';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';

/**
 * The component tests' API: an MSW server whose handlers answer with bodies typed — and checked at
 * run time — by the contract's schemas, so that a stub cannot drift from what the API answers
 * (issue 10). A request no handler expects fails the test (useApiServer).
 *
 *   useApiServer();
 *   server.use(onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', [site])));
 *   … expect(apiCalls('PATCH', '/users/7')[0]?.body).toEqual({ … });
 */
export const server = setupServer();

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request the handlers answered, as the component sent it. */
export interface ApiCall {
  method: ApiMethod;
  /** The path under /api, without the query (e.g. /users/7). */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body sent, or undefined. */
  body: unknown;
}

let calls: ApiCall[] = [];

/** The calls answered so far in this test, optionally of one method and path. */
export const apiCalls = (method?: ApiMethod, path?: string): ApiCall[] =>
  calls.filter((call) => (!method || call.method === method) && (!path || call.path === path));

let unhandled: string[] = [];
const recordUnhandled = ({ request }: { request: Request }) => {
  unhandled.push(`${request.method} ${request.url}`);
};

/**
 * Starts the server for the test file; handlers and recorded calls are reset after each test. A
 * request no handler answered fails the test that sent it (MSW's 'error' strategy alone only makes
 * the request fail, which a component may well swallow).
 */
export const useApiServer = (): void => {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    server.events.on('request:unhandled', recordUnhandled);
  });
  afterEach(() => {
    server.resetHandlers();
    calls = [];
    const missed = unhandled;
    unhandled = [];
    if (missed.length > 0) throw new Error(`No handler answered: ${missed.join(', ')}`);
  });
  afterAll(() => {
    server.events.removeListener('request:unhandled', recordUnhandled);
    server.close();
  });
};

interface Received {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  body: unknown;
}

const record = async (method: ApiMethod, request: Request, params: Received['params']): Promise<Received> => {
  const url = new URL(request.url);
  const text = await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  calls.push({
    method,
    path: url.pathname.replace(/^\/api/, ''),
    query: url.searchParams,
    headers: request.headers,
    body,
  });
  return { request, url, params, body };
};

const route = (method: ApiMethod, path: string) => {
  const pattern = `*/api${path}`;
  switch (method) {
    case 'GET':
      return (resolver: Parameters<typeof http.get>[1]) => http.get(pattern, resolver);
    case 'POST':
      return (resolver: Parameters<typeof http.post>[1]) => http.post(pattern, resolver);
    case 'PUT':
      return (resolver: Parameters<typeof http.put>[1]) => http.put(pattern, resolver);
    case 'PATCH':
      return (resolver: Parameters<typeof http.patch>[1]) => http.patch(pattern, resolver);
    case 'DELETE':
      return (resolver: Parameters<typeof http.delete>[1]) => http.delete(pattern, resolver);
  }
};

/**
 * Answers `method /api<path>` (MSW path syntax: /users/:id) with a body of the contract's `schema`:
 * a fixed body, or one built from the request. The body is parsed by the schema first: a stub
 * the API could not send fails the test.
 */
export const onApi = <S extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schema: S,
  answer: z.input<S> | ((received: Received) => z.input<S> | Promise<z.input<S>>),
  init: { status?: number } = {},
) =>
  route(
    method,
    path,
  )(async ({ request, params }) => {
    const received = await record(method, request, params);
    const body = typeof answer === 'function' ? await (answer as (r: Received) => unknown)(received) : answer;
    schema.parse(body);
    return HttpResponse.json(body as JsonBodyType, { status: init.status ?? 200 });
  });

/** Answers `method /api<path>` with 204 No Content (a command: PATCH, DELETE…). */
export const onApiNoContent = (method: ApiMethod, path: string) =>
  route(
    method,
    path,
  )(async ({ request, params }) => {
    await record(method, request, params);
    return new HttpResponse(null, { status: 204 });
  });

/** Answers `method /api<path>` with a hydra error, as the API's error handler writes it. */
export const onApiError = (
  method: ApiMethod,
  path: string,
  status: number,
  error: Pick<HydraError, 'hydra:title' | 'hydra:description'> &
    Partial<Pick<HydraError, 'code' | 'violations'>>,
) =>
  route(
    method,
    path,
  )(async ({ request, params }) => {
    await record(method, request, params);
    const body: HydraError = { '@type': 'hydra:Error', status, ...error };
    return HttpResponse.json(body as JsonBodyType, { status });
  });

/** A hydra collection of the given members (the whole list on one page), as the API answers it. */
export const collectionOf = <T>(resource: string, members: T[]) => ({
  '@id': `/api/${resource}`,
  '@type': 'hydra:Collection' as const,
  'hydra:member': members,
  'hydra:totalItems': members.length,
});
