import { sessionAnswer } from '@velodesk/contract/api/access';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/i18n/i18n.ts';
import { sessionFixture } from '@/test/session-fixture.ts';
import { clearSession, setSession } from '../session/session-store.ts';
import {
  apiCommand,
  apiDownload,
  apiRequest,
  apiUrl,
  prefetchGet,
  setForbiddenHandler,
  setUnauthorizedHandler,
} from './api-client.ts';
import { ApiError } from './api-error.ts';

const calls: Array<{ url: string; init: RequestInit }> = [];
const answer = (status: number, body?: unknown) =>
  vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
const headerOf = (index: number, name: string) => new Headers(calls[index]?.init.headers).get(name);

describe('api client', () => {
  beforeEach(async () => {
    calls.length = 0;
    await i18n.changeLanguage('de');
    setSession(sessionFixture());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    setUnauthorizedHandler(() => {});
    setForbiddenHandler(() => {});
  });

  it('sends the bearer token, the UI language and the page URL', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        '@id': '/api/x',
        '@type': 'hydra:Collection',
        'hydra:member': [],
        'hydra:totalItems': 0,
      }),
    );
    await apiRequest('/sites', z.unknown(), {
      query: { pagination: 'false', 'order[name]': 'asc', empty: '' },
    });
    expect(calls[0]?.url).toBe('/api/sites?pagination=false&order%5Bname%5D=asc');
    expect(headerOf(0, 'Authorization')).toBe('Bearer token-123');
    expect(headerOf(0, 'Accept-Language')).toBe('de');
    expect(headerOf(0, 'X-Context-Url')).toBe(window.location.href);
  });

  it('sends no bearer on sign-in and account calls, and merge-patch on PATCH', async () => {
    vi.stubGlobal('fetch', answer(204));
    await apiCommand('/account/reset_password', {
      method: 'PATCH',
      body: { email: 'a@b.c' },
      authenticated: false,
    });
    expect(headerOf(0, 'Authorization')).toBeNull();
    expect(headerOf(0, 'Content-Type')).toBe('application/merge-patch+json');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c"}');
  });

  it('turns a hydra error into an ApiError with its violations', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, {
        '@type': 'hydra:Error',
        'hydra:title': 'Unprocessable',
        'hydra:description': 'email: already used',
        status: 422,
        violations: [{ propertyPath: 'email', message: 'already used' }],
      }),
    );
    const error = await apiCommand('/users', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, description: 'email: already used' });
    expect((error as ApiError).violationFor('email')).toBe('already used');
  });

  it('hands a 401 to the unauthorized handler, except on sign-in', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      answer(401, {
        '@type': 'hydra:Error',
        'hydra:title': 'Unauthorized',
        'hydra:description': 'expired',
        status: 401,
      }),
    );
    await expect(apiCommand('/sites')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(
      apiRequest('/login', sessionAnswer, {
        method: 'POST',
        body: { username: 'x', password: 'y' },
        authenticated: false,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reads the params of a hydra error, and of its violations', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        '@type': 'hydra:Error',
        'hydra:title': 'Bad Request',
        'hydra:description': 'Too many bikes: [VE-1], [VE-2]',
        status: 400,
        code: 'BIKE_LIMIT',
        params: { products: ['VE-1', 'VE-2'] },
        violations: [
          { propertyPath: 'products[0]', message: 'x', code: 'NOT_AVAILABLE', params: { product: 'VE-1' } },
        ],
      }),
    );
    const error = (await apiCommand('/reservations', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.params).toEqual({ products: ['VE-1', 'VE-2'] });
    expect(error.violations[0]?.params).toEqual({ product: 'VE-1' });
  });

  it('downloads a file with its name, through the same 401 and 403 handling as JSON calls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="label-VE-1.pdf"',
          },
        });
      }),
    );
    const file = await apiDownload('/pdf/generate/product/label/1', {
      method: 'POST',
      accept: 'application/pdf',
    });
    expect(file.filename).toBe('label-VE-1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(headerOf(0, 'Authorization')).toBe('Bearer token-123');
    expect(headerOf(0, 'Accept')).toBe('application/pdf, application/ld+json');

    const signedOut = vi.fn();
    const forbidden = vi.fn();
    setUnauthorizedHandler(signedOut);
    setForbiddenHandler(forbidden);
    const refusal = (status: number) =>
      answer(status, { '@type': 'hydra:Error', 'hydra:title': 'No', 'hydra:description': 'no', status });
    vi.stubGlobal('fetch', refusal(401));
    await expect(apiDownload('/reports', { accept: 'application/pdf' })).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', refusal(403));
    await expect(apiDownload('/reports', { accept: 'application/pdf' })).rejects.toMatchObject({
      status: 403,
      code: undefined,
    });
    expect(forbidden).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that breaks its contract', async () => {
    vi.stubGlobal('fetch', answer(200, { token: 1 }));
    await expect(
      apiRequest('/login', sessionAnswer, { method: 'POST', authenticated: false }),
    ).rejects.toMatchObject({
      title: 'Unexpected answer',
    });
  });

  it('builds URLs under /api with repeated list parameters', () => {
    expect(apiUrl('/rentals', { 'state.id[]': [1, 2], page: 1 })).toBe(
      '/api/rentals?state.id%5B%5D=1&state.id%5B%5D=2&page=1',
    );
  });

  describe('GETs started at boot (issue 28)', () => {
    it('answers the first call to the same URL from the boot request, once, then asks again', async () => {
      vi.stubGlobal('fetch', answer(200, { n: 1 }));
      prefetchGet('/plannings', {
        searchStartDate: '2030-06-01',
        searchEndDate: '2030-06-30',
        rangeId: undefined,
      });
      expect(calls.map((call) => call.url)).toEqual([
        '/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30',
      ]);
      expect(headerOf(0, 'Authorization')).toBe('Bearer token-123');
      const first = await apiRequest('/plannings', z.object({ n: z.number() }), {
        query: { searchStartDate: '2030-06-01', searchEndDate: '2030-06-30', rangeId: undefined },
      });
      expect(first).toEqual({ n: 1 });
      expect(calls).toHaveLength(1);
      // Taken once: the next call (the 10-second refresh) reads the API again.
      await apiRequest('/plannings', z.unknown(), {
        query: { searchStartDate: '2030-06-01', searchEndDate: '2030-06-30' },
      });
      expect(calls).toHaveLength(2);
    });

    it('does not use a failed boot request nor one for another URL: the call is made as usual', async () => {
      const handler = vi.fn();
      setUnauthorizedHandler(handler);
      vi.stubGlobal('fetch', answer(401, { '@type': 'hydra:Error', status: 401 }));
      prefetchGet('/plannings', { searchStartDate: '2030-06-01' });
      expect(handler).not.toHaveBeenCalled();
      const refused = await apiRequest('/plannings', z.unknown(), {
        query: { searchStartDate: '2030-06-01' },
      }).catch((caught: unknown) => caught);
      expect(refused).toBeInstanceOf(ApiError);
      // Asked again, and the 401 then handled as every call's.
      expect(calls).toHaveLength(2);
      expect(handler).toHaveBeenCalledTimes(1);

      vi.stubGlobal('fetch', answer(200, { other: true }));
      prefetchGet('/plannings', { searchStartDate: '2030-07-01' });
      await apiRequest('/plannings', z.unknown(), { query: { searchStartDate: '2030-08-01' } });
      expect(calls.slice(2).map((call) => call.url)).toEqual([
        '/api/plannings?searchStartDate=2030-07-01',
        '/api/plannings?searchStartDate=2030-08-01',
      ]);
    });
  });
});
