import type { SearchAnswer } from '@velodesk/contract/api/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, unique } from '../../test/factories/index.ts';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/** GET /search (the top bar): what it finds, and only on the sites and screens the user may open. */

let t: TestApp;
const { get, send } = apiCalls(() => t);
const now = new Date('2026-07-14T08:00:00Z');
let home: Awaited<ReturnType<typeof createRentalWorld>>;
let other: Awaited<ReturnType<typeof createRentalWorld>>;
let homeRental: number;
let otherRental: number;
/** Settings (fleet) and planning on the home site only. */
let homeManager: string;
/** No feature at all: customers only. */
let nobody: string;
/** A counter: planning and rentals, no fleet settings. */
let counter: string;
let customer: Awaited<ReturnType<typeof createCustomer>>;
const lastname = unique('Zéphyrin').replace('-', '');

const reserve = async (world: typeof home) => {
  const response = await send('POST', '/api/reservations', world.trainee, {
    startDate: '2026-07-20T08:00:00',
    endDate: '2026-07-21T19:00:00',
    products: [productIri(world.bikes[0]!)],
    customer: customerIri(world.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  home = await createRentalWorld(t);
  other = await createRentalWorld(t);
  homeRental = await reserve(home);
  otherRental = await reserve(other);
  const db = t.database.db;
  const login = async (features: Parameters<typeof createUser>[1]['features']) => {
    const made = await createUser(db, { features, siteIds: [home.site.id] });
    return (await t.login(made.username, made.password)).authorization;
  };
  homeManager = await login(['planning', 'settings_application']);
  nobody = await login([]);
  counter = await login(['planning', 'rental_reservation', 'rental_contract']);
  customer = await createCustomer(db, {
    name: 'Amandine',
    lastname,
    email: `${lastname.toLowerCase()}@example.org`,
    phone: '+33610078557',
  });
  await db.execute(
    sql`update products set serial_number = ${`SN-${lastname}`} where id = ${home.bikes[1]!.id}`,
  );
});
afterAll(async () => {
  await t?.close();
});

const find = async (who: string, q: string) => {
  const response = await get(`/api/search?q=${encodeURIComponent(q)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchAnswer;
};

describe('top-bar search', () => {
  it('finds a rental by its number, with its customer and site', async () => {
    const found = await find(homeManager, String(homeRental));
    expect(found.rentals?.[0]).toMatchObject({
      id: homeRental,
      rentalTypeId: 2,
      stateId: 1,
      startDate: '2026-07-20T08:00:00',
      siteName: home.site.name,
    });
    expect(found.rentals?.[0]?.customerName).toContain(home.customer.lastname!);
    expect((await find(homeManager, `#${homeRental}`)).rentals?.[0]?.id).toBe(homeRental);
  });

  it("never shows another site's rentals or products", async () => {
    const rentals = (await find(homeManager, String(otherRental))).rentals ?? [];
    expect(rentals.map((rental) => rental.id)).not.toContain(otherRental);
    const otherNumber = other.bikes[0]!.internalNumber;
    expect((await find(homeManager, otherNumber)).products).toEqual([]);
    // The same searches by the other site's own user find them.
    const otherManager = await createUser(t.database.db, {
      features: ['planning', 'settings_application'],
      siteIds: [other.site.id],
    });
    const token = (await t.login(otherManager.username, otherManager.password)).authorization;
    expect((await find(token, String(otherRental))).rentals?.map((r) => r.id)).toContain(otherRental);
    expect((await find(token, otherNumber)).products?.map((p) => p.id)).toEqual([other.bikes[0]!.id]);
  });

  it('finds products by internal or serial number, case ignored', async () => {
    const bike = home.bikes[2]!;
    const byNumber = await find(homeManager, bike.internalNumber.toLowerCase());
    expect(byNumber.products?.[0]).toMatchObject({
      id: bike.id,
      internalNumber: bike.internalNumber,
      siteName: home.site.name,
      rangeName: 'électrique',
    });
    const bySerial = await find(homeManager, `sn-${lastname}`);
    expect(bySerial.products?.map((p) => p.id)).toEqual([home.bikes[1]!.id]);
  });

  it('finds products for a counter too, with their status now', async () => {
    const bike = home.bikes[2]!;
    const found = await find(counter, bike.internalNumber);
    expect(found.products?.[0]).toMatchObject({
      id: bike.id,
      internalNumber: bike.internalNumber,
      siteName: home.site.name,
      status: { id: 2 },
    });
    expect(found.products?.[0]?.status.status).not.toBe('');
  });

  it('says when a group has more hits than it shows', async () => {
    const db = t.database.db;
    const prefix = unique('MANY')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
    const ids = [...home.bikes.slice(2), ...home.helmets].slice(0, 7).map((product) => product.id);
    expect(ids.length).toBe(7);
    for (const [index, id] of ids.entries())
      await db.execute(sql`update products set serial_number = ${`${prefix}-${index}`} where id = ${id}`);
    const many = await find(homeManager, prefix);
    expect(many.products).toHaveLength(6);
    expect(many.more).toEqual({ rentals: false, customers: false, products: true });
    await db.execute(sql`update products set serial_number = null where id = ${ids[6]!}`);
    const six = await find(homeManager, prefix);
    expect(six.products).toHaveLength(6);
    expect(six.more.products).toBe(false);
  });

  it('finds customers by last name, first and last name, e-mail or phone as typed', async () => {
    for (const q of [
      lastname.slice(0, 6),
      `amandine ${lastname}`,
      `${lastname.toLowerCase()}@exam`,
      '06 10 07 85 57',
      '+33610078557',
    ]) {
      const found = await find(nobody, q);
      expect(
        found.customers?.map((c) => c.id),
        q,
      ).toContain(customer.id);
    }
    const [hit] = (await find(nobody, lastname)).customers ?? [];
    expect(hit).toEqual({
      id: customer.id,
      typeId: 2,
      name: `Amandine ${lastname}`,
      email: `${lastname.toLowerCase()}@example.org`,
      phone: '+33610078557',
    });
    expect((await find(nobody, `zz${lastname}`)).customers).toEqual([]);
  });

  it('searches only what the user may open', async () => {
    const found = await find(nobody, String(homeRental));
    expect(found.rentals).toBeNull();
    expect(found.products).toBeNull();
    expect(found.customers).toEqual([]);
  });

  it('refuses a search without a session or without text; one letter finds no name', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/search?q=ab' })).statusCode).toBe(401);
    const empty = await get('/api/search?q=%20', homeManager);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations[0].propertyPath).toBe('q');
    const letter = await find(nobody, lastname.slice(0, 1));
    expect(letter.customers).toEqual([]);
  });
});
