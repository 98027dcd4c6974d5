import { catalogueRoutes } from '@velodesk/contract/routes/catalogue';
import { customersRoutes } from '@velodesk/contract/routes/customers';
import { invoicingRoutes } from '@velodesk/contract/routes/invoicing';
import { stayRoutes } from '@velodesk/contract/routes/stay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '@/test/session-fixture.ts';
import { clearSession, setSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { callRoute, downloadRoute, fetchAllOf, routeUrl } from './api-route.ts';

const calls: Array<{ url: string; init: RequestInit }> = [];
const answer = (status: number, body?: unknown, headers?: Record<string, string>) =>
  vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, ...(headers ? { headers } : {}) });
  });
const headerOf = (index: number, name: string) => new Headers(calls[index]?.init.headers).get(name);

const range = { '@id': '/api/ranges/7', '@type': 'Range', id: 7, name: 'électrique' };
const collectionOf = (members: unknown[]) => ({
  '@id': '/api/ranges',
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

describe('the typed client on the route table', () => {
  beforeEach(() => {
    calls.length = 0;
    setSession(sessionFixture());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('fills the path parameters, encoded, and sends the method of the route', async () => {
    vi.stubGlobal('fetch', answer(201, { customer: '/api/customers/4', created: true }));
    await callRoute(stayRoutes['POST /huttosoft/import_customer/:clientId'], {
      params: { clientId: 'A/B 7?' },
    }).catch(() => undefined);
    expect(calls[0]?.url).toBe('/api/huttosoft/import_customer/A%2FB%207%3F');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('sends the query and answers the members of a collection, checked and typed', async () => {
    vi.stubGlobal('fetch', answer(200, collectionOf([range])));
    const page = await callRoute(catalogueRoutes['GET /ranges'], {
      query: { name: 'élec', 'order[name]': 'asc', page: 2 },
    });
    expect(calls[0]?.url).toBe('/api/ranges?name=%C3%A9lec&order%5Bname%5D=asc&page=2');
    expect(calls[0]?.init.method).toBe('GET');
    expect(page['hydra:member'][0]?.name).toBe('électrique');
  });

  it('sends a PATCH as a merge-patch with its body, and answers the route schema parsed', async () => {
    vi.stubGlobal('fetch', answer(200, range));
    const saved = await callRoute(catalogueRoutes['PATCH /ranges/:id'], {
      params: { id: 7 },
      body: { name: 'électrique' },
    });
    expect(calls[0]?.url).toBe('/api/ranges/7');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(headerOf(0, 'Content-Type')).toBe('application/merge-patch+json');
    expect(headerOf(0, 'Authorization')).toBe('Bearer token-123');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'électrique' });
    expect(saved).toEqual(range);
  });

  it('refuses an answer that does not match the route schema', async () => {
    vi.stubGlobal('fetch', answer(200, { ...range, name: 42 }));
    const failure = await callRoute(catalogueRoutes['GET /ranges/:id'], { params: { id: 7 } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toContain('does not match its contract');
  });

  it('answers nothing for a route without an answer (204)', async () => {
    vi.stubGlobal('fetch', answer(204));
    const done = await callRoute(customersRoutes['DELETE /customers/:id'], { params: { id: 3 } });
    expect(done).toBeUndefined();
    expect(calls[0]?.url).toBe('/api/customers/3');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('refuses to call a route whose path parameter is missing', async () => {
    vi.stubGlobal('fetch', answer(204));
    const call = () => callRoute(customersRoutes['DELETE /customers/:id'], { params: {} as { id: number } });
    await expect(call()).rejects.toThrow('DELETE /customers/:id: no id.');
    expect(calls).toHaveLength(0);
  });

  it('reads a whole reference list with pagination off', async () => {
    vi.stubGlobal('fetch', answer(200, collectionOf([range])));
    const ranges = await fetchAllOf(catalogueRoutes['GET /ranges'], { query: { 'order[name]': 'asc' } });
    expect(calls[0]?.url).toBe('/api/ranges?pagination=false&order%5Bname%5D=asc');
    expect(ranges).toEqual([range]);
  });

  it('downloads a file route with its name from Content-Disposition', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, 'tar bytes', { 'Content-Disposition': 'attachment; filename="ledger.tar"' }),
    );
    const file = await downloadRoute(invoicingRoutes['GET /ledger/closings/:id/archive'], {
      params: { id: 12 },
      accept: 'application/x-tar',
    });
    expect(calls[0]?.url).toBe('/api/ledger/closings/12/archive');
    expect(headerOf(0, 'Accept')).toBe('application/x-tar, application/ld+json');
    expect(file.filename).toBe('ledger.tar');
    expect(await file.blob.text()).toBe('tar bytes');
  });

  it('builds the URL of a document route for a later download', () => {
    expect(
      routeUrl(invoicingRoutes['GET /invoices/:id/pdf'], { params: { id: 5 }, query: { language: 'fr' } }),
    ).toBe('/api/invoices/5/pdf?language=fr');
  });
});
