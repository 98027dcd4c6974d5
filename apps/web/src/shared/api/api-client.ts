import type { z } from 'zod';
import { currentLanguage } from '@/i18n/i18n.ts';
import { getSession } from '../session/session-store.ts';
import { ApiError, apiErrorFromBody, networkError } from './api-error.ts';

/**
 * The one fetch wrapper of the web app. Every call sends the UI language and the current page URL;
 * authenticated calls also send the bearer token. A 401 on an authenticated call hands over to the
 * unauthorized handler the app registers (clear the session, go to the login page).
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = URLSearchParams | Record<string, QueryValue>;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** false for sign-in and the account (password and token) routes: no bearer, no 401 redirect. */
  authenticated?: boolean;
  /** Whether a 401 signs the user out and shows the login page; defaults to `authenticated`. */
  redirectOnUnauthorized?: boolean;
  /** Whether a 403 tells the forbidden handler (the grants are then re-read); defaults to `authenticated`. */
  reportForbidden?: boolean;
  signal?: AbortSignal;
  /** Headers of this call only (e.g. the Idempotency-Key of POST /payments/create). */
  headers?: Record<string, string>;
}

export const apiBase = '/api';

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};

export const setUnauthorizedHandler = (handler: UnauthorizedHandler): void => {
  unauthorizedHandler = handler;
};

type ForbiddenHandler = () => void;
let forbiddenHandler: ForbiddenHandler = () => {};

/** Called on a 403 of an authenticated call: the user's feature accesses may have changed. */
export const setForbiddenHandler = (handler: ForbiddenHandler): void => {
  forbiddenHandler = handler;
};

export const toSearchParams = (query: QueryParams | undefined): URLSearchParams => {
  if (!query) return new URLSearchParams();
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
};

export const apiUrl = (path: string, query?: QueryParams): string => {
  const search = toSearchParams(query).toString();
  const base = path.startsWith(apiBase) ? path : `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
  return search ? `${base}?${search}` : base;
};

const contentTypeFor = (method: string): string =>
  method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';

const jsonAccept = 'application/ld+json, application/json';

const buildHeaders = (
  method: string,
  hasBody: boolean,
  authenticated: boolean,
  accept: string = jsonAccept,
): Headers => {
  const headers = new Headers({ Accept: accept });
  headers.set('Accept-Language', currentLanguage());
  headers.set('X-Context-Url', window.location.href);
  if (hasBody) headers.set('Content-Type', contentTypeFor(method));
  const token = getSession()?.token;
  if (authenticated && token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const withHeaders = (headers: Headers, extra: Record<string, string> | undefined): Headers => {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * GETs started while the app boots (app/boot-prefetch.ts), before the screen that needs them has
 * loaded: the screen's first call to the same URL takes the answer instead of asking again
 * (issue 28). Taken once; an answer older than `prefetchMaxAgeMillis`, a failed one (network,
 * 401, 403…) or one never asked for is dropped and the call is made as usual, with its usual
 * handling of errors.
 */
interface Prefetched {
  at: number;
  answer: Promise<{ ok: boolean; body: unknown } | null>;
  /** The answer, once it has arrived (read synchronously by `takeArrivedPrefetch`). */
  arrived?: { ok: boolean; body: unknown } | null;
}
const prefetched = new Map<string, Prefetched>();
export const prefetchMaxAgeMillis = 15_000;
const isFresh = (entry: Prefetched) => Date.now() - entry.at <= prefetchMaxAgeMillis;

/** Starts an authenticated GET now; the first `apiRequest` of the same URL takes its answer. */
export const prefetchGet = (path: string, query?: QueryParams): void => {
  const url = apiUrl(path, query);
  if (prefetched.has(url)) return;
  const entry: Prefetched = {
    at: Date.now(),
    answer: fetch(url, { method: 'GET', headers: buildHeaders('GET', false, true) })
      .then(async (response) => ({ ok: response.ok, body: await readBody(response) }))
      .catch(() => null)
      .then((arrived) => {
        entry.arrived = arrived;
        return arrived;
      }),
  };
  prefetched.set(url, entry);
};

/**
 * The prefetched answer of this GET if it has already arrived, successful and fresh, taken at once
 * (a screen renders it in its first frame instead of a loader first); else null, and the entry is
 * left for the screen's call.
 */
export const takeArrivedPrefetch = (path: string, query?: QueryParams): { body: unknown } | null => {
  if (prefetched.size === 0) return null;
  const url = apiUrl(path, query);
  const entry = prefetched.get(url);
  if (!entry?.arrived?.ok || !isFresh(entry)) return null;
  prefetched.delete(url);
  return { body: entry.arrived.body };
};

const takePrefetched = async (url: string): Promise<{ body: unknown } | null> => {
  const entry = prefetched.get(url);
  if (!entry) return null;
  prefetched.delete(url);
  if (!isFresh(entry)) return null;
  const answer = await entry.answer;
  return answer?.ok ? { body: answer.body } : null;
};

/**
 * Sends one call and answers its successful response; a failure goes through the one handling of
 * every call, JSON or file: the 401 hands over to the unauthorized handler, the 403 to the
 * forbidden one, and the hydra error becomes an ApiError.
 */
const call = async (path: string, options: ApiOptions, accept?: string): Promise<Response> => {
  const method = options.method ?? 'GET';
  const authenticated = options.authenticated ?? true;
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers: withHeaders(buildHeaders(method, hasBody, authenticated, accept), options.headers),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
  if (response.ok) return response;
  const body = await readBody(response);
  if (response.status === 401 && (options.redirectOnUnauthorized ?? authenticated)) unauthorizedHandler();
  if (response.status === 403 && (options.reportForbidden ?? authenticated)) forbiddenHandler();
  throw apiErrorFromBody(response.status, response.statusText, body);
};

const send = async (path: string, options: ApiOptions): Promise<unknown> => {
  const authenticated = options.authenticated ?? true;
  if ((options.method ?? 'GET') === 'GET' && authenticated && prefetched.size > 0) {
    const early = await takePrefetched(apiUrl(path, options.query));
    if (early) return early.body;
  }
  return readBody(await call(path, options));
};

/** A call whose answer is checked against its contract schema. */
export const apiRequest = async <S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiOptions = {},
): Promise<z.output<S>> => {
  const body = await send(path, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? ` (${issue.path.join('.') || 'root'}: ${issue.message})` : '';
    throw new ApiError({
      status: 0,
      title: 'Unexpected answer',
      description: `The answer of ${options.method ?? 'GET'} ${path} does not match its contract${where}.`,
    });
  }
  return parsed.data;
};

/** A call whose answer carries nothing the app reads (204 and the like). */
export const apiCommand = async (path: string, options: ApiOptions = {}): Promise<void> => {
  await send(path, options);
};

/** A file the API answers (a PDF, an xlsx, a tar archive): its bytes and its name. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface DownloadOptions extends ApiOptions {
  /** The file's media types, e.g. application/pdf (a refusal still comes as a hydra error). */
  accept: string;
  /** The name when the answer's Content-Disposition gives none. */
  filename?: string;
}

const filenameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * The one download of the web app: a file answer, read as a blob with its name from
 * Content-Disposition, through the same headers and the same 401 and 403 handling as JSON calls.
 */
export const apiDownload = async (path: string, options: DownloadOptions): Promise<DownloadedFile> => {
  const response = await call(path, options, `${options.accept}, application/ld+json`);
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), options.filename ?? 'download'),
  };
};
