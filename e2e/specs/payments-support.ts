import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { siteDay } from '../support/site-day.ts';
import { tokenOf, uniquePhone, uniqueTag } from './customers-support.ts';

/** What the payments' and the unpaid contracts' end-to-end tests share. */

export interface Payment {
  id: number;
  amount: number;
  activated: boolean;
  externalState: string;
  externalPaymentId: number | null;
  refundedPayment: string | null;
  reverses: string | null;
  cancellationState: string | null;
  cashDesk: { id: number };
  paymentMethod: { id: number };
}

/** Calls of the API with a bearer token, each asserted successful, answering the JSON. */
export const apiWithToken = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  /** The answer itself (a PDF, a spreadsheet), asserted successful. */
  const response = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const answer = await request.fetch(path, { method, headers, data });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return answer;
  };
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const text = await (await response(method, path, data)).text();
    return text ? JSON.parse(text) : undefined;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data: unknown) => call('POST', path, data),
    /** PATCH with a JSON body (the API takes JSON or merge-patch), or none. */
    patch: (path: string, data?: unknown) => call('PATCH', path, data),
    delete: (path: string) => call('DELETE', path),
    response,
    payments: async (rentalId: number): Promise<Payment[]> =>
      (await call('GET', `/api/payments?rental.id=${rentalId}`))['hydra:member'],
  };
};

/** Calls of the API as the signed-in user of the page. */
export const apiOf = async (page: Page) => apiWithToken(page.request, await tokenOf(page));

/**
 * Calls of the API as a demo user signed in through the API (no page): to make a spec's records
 * in its beforeAll, with `(await browser.newContext()).request`.
 */
export const apiAsUser = async (request: APIRequestContext, user: { username: string; password: string }) => {
  const login = await request.post('/api/login', { data: user });
  expect(login.status(), `sign-in of ${user.username}`).toBe(200);
  return apiWithToken(request, ((await login.json()) as { token: string }).token);
};
export type Api = ReturnType<typeof apiWithToken>;

/**
 * A customer of this run (an individual), so that no spec depends on the demo's customers
 * (docs/decisions/test-data.md "End-to-end specs create their own records").
 */
export const createCustomer = async (
  api: Pick<Api, 'post'>,
): Promise<{ id: number; '@id': string; name: string; lastname: string; emailAddress: string }> => {
  const tag = uniqueTag();
  const emailAddress = `claire.rider.${tag}@e2e.example`;
  const customer = (await api.post('/api/customers', {
    type: '/api/customer_types/2',
    civility: '/api/civilities/2',
    name: 'Claire',
    lastname: `Rider ${tag}`,
    email: emailAddress,
    phoneNumber: uniquePhone(),
    language: '/api/languages/1',
  })) as { id: number; '@id': string; name: string; lastname: string };
  return { ...customer, emailAddress };
};

let day = 0;
/**
 * A contract without a stay on the user's site for a customer of its own: one product, on a day of
 * its own, 60+ site days ahead (far from the demo rentals).
 */
export const createContract = async (api: Api): Promise<{ id: number; total: number; siteIri: string }> => {
  day += 1;
  const date = siteDay(60 + day);
  const groups = (await api.get(
    `/api/products/available_for_reservation?searchStartDate=${date}T08:00:00&searchEndDate=${date}T19:00:00`,
  )) as { 'hydra:member'?: unknown[] } | unknown[];
  const list = (Array.isArray(groups) ? groups : (groups['hydra:member'] ?? [])) as Array<{
    priceAvailable: boolean;
    range: { name: string };
    availableProducts: Array<{ id: number }>;
  }>;
  const rentable = list.filter((g) => g.priceAvailable && g.availableProducts.length > 0);
  // A bike when there is one (a realistic total), else any rentable product.
  const group = rentable.find((g) => ['électrique', 'musculaire'].includes(g.range.name)) ?? rentable[0];
  expect(group, 'an available product with a price').toBeDefined();
  const customer = await createCustomer(api);
  const contract = (await api.post('/api/contracts', {
    startDate: `${date}T08:00:00`,
    endDate: `${date}T19:00:00`,
    products: [`/api/products/${group!.availableProducts[0]!.id}`],
    customer: customer['@id'],
  })) as { id: number };
  const remaining = (await api.get(`/api/rentals/${contract.id}/remaining_amount`)) as {
    remainingAmount: number;
    site: { '@id': string };
  };
  expect(remaining.remainingAmount).toBeGreaterThan(1);
  return { id: contract.id, total: remaining.remainingAmount, siteIri: remaining.site['@id'] };
};
