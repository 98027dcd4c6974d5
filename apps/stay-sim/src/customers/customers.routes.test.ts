import { afterAll, describe, expect, it } from 'vitest';
import { buildStaySim } from '../sim.ts';
import type { StayCustomer } from '../types.ts';

// Wednesday 15 July 2025: Martin 12-19 July (present), Müller 20-27 July (reservation).
const { app } = buildStaySim({ seed: 42, today: new Date(2025, 6, 15), publicBaseUrl: 'http://sim.test' });
afterAll(() => app.close());

const search = async (query: Record<string, string>) => {
  const response = await app.inject({ url: '/api/customers/search', query: { siteId: 'HS-PINS', ...query } });
  return {
    status: response.statusCode,
    body: response.json() as { items: StayCustomer[]; message?: string },
  };
};
const lastNames = (items: StayCustomer[]) => items.map((customer) => customer.lastName);

describe('GET /api/customers/search', () => {
  it('needs a last name of at least 3 characters', async () => {
    for (const lastName of [undefined, '', 'Ma', ' Ma ']) {
      const { status, body } = await search(lastName === undefined ? {} : { lastName });
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'customerLastName must have at least 3 characters' });
    }
  });

  it('answers 404 for an unknown site and 400 without one', async () => {
    expect(await search({ lastName: 'Martin', siteId: 'HS-NOWHERE' })).toEqual({
      status: 404,
      body: { message: 'Unknown site' },
    });
    const response = await app.inject({ url: '/api/customers/search?lastName=Martin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'siteId is required' });
  });

  it('finds a last name by prefix or contained text, ignoring case and accents', async () => {
    expect(lastNames((await search({ lastName: 'martin' })).body.items)).toEqual(['Martin']);
    expect(lastNames((await search({ lastName: 'MULLER' })).body.items)).toEqual(['Müller']);
    expect(lastNames((await search({ lastName: 'müll' })).body.items)).toEqual(['Müller']);
    expect(lastNames((await search({ lastName: 'den berg' })).body.items)).toEqual(['Van den Berg']);
    expect(lastNames((await search({ lastName: 'elenk' })).body.items)).toEqual(['Zelenko']);
    // The fixed clients live on HS-PINS only.
    expect((await search({ lastName: 'Martin', siteId: 'HS-DUNE' })).body.items).toEqual([]);
  });

  it('lists names that start with the text before names that only contain it', async () => {
    const { items } = (await search({ lastName: 'man' })).body;
    const names = lastNames(items);
    const firstContained = names.findIndex((name) => !name.toLowerCase().startsWith('man'));
    expect(names.length).toBeGreaterThan(0);
    if (firstContained !== -1) {
      expect(names.slice(firstContained).every((name) => !name.toLowerCase().startsWith('man'))).toBe(true);
    }
    expect(names.every((name) => name.toLowerCase().includes('man'))).toBe(true);
  });

  it('answers the full stay-system customer', async () => {
    const [martin] = (await search({ lastName: 'Martin' })).body.items;
    expect(martin).toEqual({
      clientId: '1001',
      clientCode: 'PINS-0001',
      firstName: 'Jean',
      lastName: 'Martin',
      civilityCode: 'M',
      countryName: 'France',
      countryIso: 'FR',
      address: '14 rue des Lilas',
      addressComplement: 'Bâtiment B',
      city: 'Lyon',
      language: 'fr',
      fidelityRank: 1,
      emplacementName: 'A12',
      stayId: '51001',
      stayState: 4,
      stayDateStart: '2025-07-12',
      stayDateEnd: '2025-07-19',
      stayUrl: 'http://sim.test/stays/51001',
      paymentUrl: 'http://sim.test/stays/51001/payment',
      email: 'jean.martin@guests.example.com',
      phone: '+33 6 39 98 00 01',
      siteId: 'HS-PINS',
    });
  });

  it('filters on the emplacement (contained text), the stay state and the stay reference', async () => {
    expect(lastNames((await search({ lastName: 'Martin', emplacementName: 'a1' })).body.items)).toEqual([
      'Martin',
    ]);
    expect((await search({ lastName: 'Martin', emplacementName: 'Cottage' })).body.items).toEqual([]);
    expect(lastNames((await search({ lastName: 'Berg', emplacementName: 'cottage 34' })).body.items)).toEqual(
      ['Van den Berg'],
    );
    expect((await search({ lastName: 'Müller', stayState: '4' })).body.items).toEqual([]);
    expect(lastNames((await search({ lastName: 'Müller', stayState: '3' })).body.items)).toEqual(['Müller']);
    expect((await search({ lastName: 'Martin', stayState: '3' })).body.items).toEqual([]);
    expect(lastNames((await search({ lastName: 'Martin', stayReference: '51001' })).body.items)).toEqual([
      'Martin',
    ]);
    expect((await search({ lastName: 'Martin', stayReference: '5100' })).body.items).toEqual([]);
  });

  it('with stay state 3, keeps the reservations that overlap the date window', async () => {
    const muller = (query: Record<string, string>) =>
      search({ lastName: 'Müller', stayState: '3', ...query }).then((r) => lastNames(r.body.items));
    expect(await muller({ stayDateStart: '2025-07-27', stayDateEnd: '2025-08-10' })).toEqual(['Müller']);
    expect(await muller({ stayDateStart: '2025-07-01', stayDateEnd: '2025-07-20' })).toEqual(['Müller']);
    expect(await muller({ stayDateStart: '2025-07-28', stayDateEnd: '2025-08-10' })).toEqual([]);
    expect(await muller({ stayDateStart: '2025-07-01', stayDateEnd: '2025-07-19' })).toEqual([]);
    expect(await muller({ stayDateStart: '2025-07-26' })).toEqual(['Müller']);
  });

  it('refuses a wrong stay state, a malformed date and a window that ends before it starts', async () => {
    expect(await search({ lastName: 'Martin', stayState: '2' })).toEqual({
      status: 400,
      body: { message: 'stayState must be 4 (present) or 3 (reservation)' },
    });
    expect(await search({ lastName: 'Martin', stayState: '3', stayDateStart: '15/07/2025' })).toEqual({
      status: 400,
      body: { message: 'stayDateStart must be a date (yyyy-mm-dd)' },
    });
    expect(await search({ lastName: 'Martin', stayState: '3', stayDateEnd: '2025-02-30' })).toEqual({
      status: 400,
      body: { message: 'stayDateEnd must be a date (yyyy-mm-dd)' },
    });
    expect(
      await search({
        lastName: 'Martin',
        stayState: '3',
        stayDateStart: '2025-07-20',
        stayDateEnd: '2025-07-19',
      }),
    ).toEqual({ status: 400, body: { message: 'stayDateEnd must not be before stayDateStart' } });
  });
});

describe('GET /api/customers/{clientId}', () => {
  it('answers the client with its stay, or 404', async () => {
    const found = await app.inject({ url: '/api/customers/1003' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      lastName: 'Müller',
      stayId: '51003',
      stayState: 3,
      countryIso: 'DE',
      siteId: 'HS-PINS',
    });
    expect((await app.inject({ url: '/api/customers/3001' })).json()).toMatchObject({ siteId: 'HS-LAGO' });

    const missing = await app.inject({ url: '/api/customers/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Client not found' });
  });
});

describe('reference data', () => {
  it('answers health, cash desks per site and payment methods', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });

    const desks = await app.inject({ url: '/api/sites/HS-PINS/cash-desks' });
    expect(desks.json()).toEqual({
      items: [
        { id: 11, name: 'Accueil', type: 'cash' },
        { id: 12, name: 'Accueil CB', type: 'card' },
        { id: 13, name: 'Bar', type: 'cash' },
      ],
    });
    const unknownSite = await app.inject({ url: '/api/sites/HS-NOWHERE/cash-desks' });
    expect(unknownSite.statusCode).toBe(404);
    expect(unknownSite.json()).toEqual({ message: 'Unknown site' });

    const methods = (await app.inject({ url: '/api/payment-methods' })).json() as { items: unknown[] };
    expect(methods.items).toContainEqual({
      id: 4,
      name: 'Chèques vacances',
      code: 'ANCV',
      account: '5112200',
    });
    expect(methods.items).toHaveLength(5);
  });

  it('serves the stay page of a stayUrl, and JSON 404 for unknown routes', async () => {
    const page = await app.inject({ url: '/stays/51001' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Martin Jean');

    const unknown = await app.inject({ url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });
});
