import { expect } from '@playwright/test';
import { siteDay } from '../support/site-day.ts';
import { type Api, createCustomer } from './payments-support.ts';

/**
 * The rentals the rental, planning, search and counter's-day specs make for themselves through the
 * API (docs/decisions/test-data.md "End-to-end specs create their own records"): reservations and
 * contracts on the signed-in user's current site, on the site days each spec keeps for itself,
 * with products the API says are free then, for customers of their own or guests of the
 * stay-system simulator. Nothing here reads a demo rental, customer or product by its id or name.
 */

export interface FreeProduct {
  id: number;
  internalNumber: string;
}

export interface Customer {
  id: number;
  '@id': string;
  name: string;
  lastname: string;
}

export interface OwnRental {
  id: number;
  kind: 'reservation' | 'contract';
  products: FreeProduct[];
  customer: Customer;
}

/** A site day (offset from the site's today) at one of the rentals' hours, as the API takes it. */
export const at = (offset: number, time: '08:00' | '13:00' | '12:59:59' | '19:00'): string =>
  `${siteDay(offset)}T${time.length === 5 ? `${time}:00` : time}`;

/** The site day `offset` as the screens show it (dd/mm/yyyy). */
export const shownDay = (offset: number): string => siteDay(offset).split('-').reverse().join('/');

/**
 * Products of the user's site free over the period with a price, bikes first (a realistic total):
 * the API's answer, so that a rental never lands on a product another rental holds.
 */
export const freeProducts = async (
  api: Pick<Api, 'get'>,
  period: { start: string; end: string },
  count: number,
  exclude: readonly number[] = [],
  /** false: any free product, with a price for the period or not (one that is not rented). */
  priced = true,
): Promise<FreeProduct[]> => {
  const answer = (await api.get(
    `/api/products/available_for_reservation?searchStartDate=${period.start}&searchEndDate=${period.end}`,
  )) as { 'hydra:member'?: unknown[] } | unknown[];
  const groups = (Array.isArray(answer) ? answer : (answer['hydra:member'] ?? [])) as Array<{
    priceAvailable: boolean;
    range: { name: string };
    availableProducts: FreeProduct[];
  }>;
  const rentable = groups.filter(
    (group) => (group.priceAvailable || !priced) && group.availableProducts.length > 0,
  );
  const isBike = (group: { range: { name: string } }) =>
    ['électrique', 'musculaire'].includes(group.range.name);
  // A rental's products of one model when one has enough (one price for all its lines).
  const ordered = [...rentable.filter(isBike), ...rentable.filter((group) => !isBike(group))];
  const free = (group: { availableProducts: FreeProduct[] }) =>
    group.availableProducts.filter((product) => !exclude.includes(product.id));
  const whole = ordered.find((group) => free(group).length >= count);
  const products = whole ? free(whole) : ordered.flatMap(free);
  expect(products.length, `${count} free products${priced ? ' with a price' : ''}`).toBeGreaterThanOrEqual(
    count,
  );
  return products.slice(0, count).map(({ id, internalNumber }) => ({ id, internalNumber }));
};

/**
 * A reservation or a contract of this run on the user's current site: `count` free products over
 * the period, for the customer given (else a new one of its own), with a stay when given.
 */
export const createRental = async (
  api: Api,
  kind: 'reservation' | 'contract',
  fields: {
    start: string;
    end: string;
    count?: number;
    customer?: Customer;
    stayId?: string;
    exclude?: readonly number[];
  },
): Promise<OwnRental> => {
  const products = await freeProducts(
    api,
    { start: fields.start, end: fields.end },
    fields.count ?? 1,
    fields.exclude,
  );
  const customer = fields.customer ?? (await createCustomer(api));
  const rental = (await api.post(`/api/${kind}s`, {
    startDate: fields.start,
    endDate: fields.end,
    products: products.map((product) => `/api/products/${product.id}`),
    customer: customer['@id'],
    ...(fields.stayId ? { stayId: fields.stayId } : {}),
  })) as { id: number };
  return { id: rental.id, kind, products, customer };
};

/** Pays what is left of a contract with the site's first cash desk and the first payment method. */
export const payInFull = async (api: Pick<Api, 'get' | 'post'>, rentalId: number): Promise<number> => {
  const remaining = (await api.get(`/api/rentals/${rentalId}/remaining_amount`)) as {
    remainingAmount: number;
    site: { '@id': string; id: number };
  };
  expect(remaining.remainingAmount).toBeGreaterThan(0);
  const [desk] = (await api.get(`/api/huttosoft/cash_desks?siteId=${remaining.site.id}`))[
    'hydra:member'
  ] as Array<{ id: number; name: string }>;
  const [method] = (await api.get('/api/huttosoft/payment_methods'))['hydra:member'] as Array<{
    id: number;
    name: string;
  }>;
  await api.post('/api/payments/create', [
    {
      site: remaining.site['@id'],
      rental: `/api/rentals/${rentalId}`,
      cashDesk: desk!.id,
      cashDeskName: desk!.name,
      paymentMethod: method!.id,
      paymentMethodName: method!.name,
      amount: remaining.remainingAmount,
    },
  ]);
  expect(
    ((await api.get(`/api/rentals/${rentalId}/remaining_amount`)) as { remainingAmount: number })
      .remainingAmount,
  ).toBe(0);
  return remaining.remainingAmount;
};

/** Closes a contract in progress (a contract without a stay is paid first: payInFull). */
export const closeContract = async (api: Api, rentalId: number): Promise<void> => {
  await api.patch(`/api/rentals/${rentalId}/close`, {});
  expect(((await api.get(`/api/rentals/${rentalId}`)) as { state: { id: number } }).state.id).toBe(3);
};

/** Cancels a new reservation or a contract in progress. */
export const cancelRental = async (api: Api, rentalId: number): Promise<void> => {
  await api.patch(`/api/rentals/${rentalId}/cancel`);
  expect(((await api.get(`/api/rentals/${rentalId}`)) as { state: { id: number } }).state.id).toBe(4);
};

export interface StayGuest {
  customer: Customer & { email: string | null; phones: string[] };
  stayId: string;
  emplacementName: string;
}

/** The stay-system simulator's clients of site HS-PINS (its README "Reference data"). */
const firstPinsClient = 1005; // 1001 to 1004 are its fixed clients, which other specs use.
const lastPinsClient = 1120;
/** The countries the simulator gives a few clients that the product does not know (no import). */
const unknownCountries = ['QQ', 'XA', 'QX'];

/**
 * A guest of the stay-system simulator on the counter's site (HS-PINS), imported as a customer: a
 * stay present until at least two site days ahead (a contract with a stay ends within it), with an
 * e-mail and a phone, and the explorer level when asked. Each spec starts from a client of its own
 * (`from`, 1005 to 1120) so that no two specs share a guest. The simulator's clients are its data,
 * not the demo's.
 */
export const stayGuest = async (
  api: Api,
  from: number,
  options: { explorer?: boolean; skip?: readonly string[] } = {},
): Promise<StayGuest> => {
  const span = lastPinsClient - firstPinsClient + 1;
  for (let step = 0; step < span; step++) {
    const clientId = firstPinsClient + ((from - firstPinsClient + step) % span);
    const guest = (await api.get(`/api/huttosoft/get_customer/${clientId}`)) as {
      stayId: string | null;
      stayState: number | null;
      stayDateEnd: string | null;
      emplacementName: string | null;
      countryIso: string | null;
      fidelityRank: number | null;
    };
    if (
      guest.stayState !== 4 ||
      !guest.stayId ||
      !guest.emplacementName ||
      (options.skip ?? []).includes(guest.stayId) ||
      (guest.stayDateEnd ?? '').slice(0, 10) < siteDay(2) ||
      unknownCountries.includes(guest.countryIso ?? '') ||
      (options.explorer && (guest.fidelityRank ?? 0) < 1)
    )
      continue;
    const customer = (await api.post(`/api/huttosoft/import_customer/${clientId}`, {})) as Customer & {
      email: { email: string } | string | null;
      phones: Array<{ number: string } | string>;
    };
    const email = typeof customer.email === 'string' ? customer.email : (customer.email?.email ?? null);
    if (!email || customer.phones.length === 0) continue;
    return {
      customer: {
        id: customer.id,
        '@id': customer['@id'],
        name: customer.name,
        lastname: customer.lastname,
        email,
        phones: customer.phones.map((phone) => (typeof phone === 'string' ? phone : phone.number)),
      },
      stayId: guest.stayId,
      emplacementName: guest.emplacementName,
    };
  }
  throw new Error(`no guest of the stay system from client ${from} with a present stay`);
};

/**
 * A contract with a stay for a guest (what the demo's contracts "billed with the stay" are): from
 * the site's yesterday to its tomorrow, within the guest's stay (the API refuses a contract ending
 * after it), `count` free products.
 */
export const createStayContract = async (api: Api, guest: StayGuest, count = 2): Promise<OwnRental> =>
  createRental(api, 'contract', {
    start: at(-1, '08:00'),
    end: at(1, '19:00'),
    count,
    customer: guest.customer,
    stayId: guest.stayId,
  });

/** Newest first, as the rental list shows them. */
export const newestFirst = (...ids: number[]): number[] => [...ids].sort((a, b) => b - a);
