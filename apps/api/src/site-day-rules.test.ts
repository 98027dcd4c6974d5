import { AccessErrorCode } from '@velodesk/contract/api/access';
import { RentalErrorCode } from '@velodesk/contract/api/rentals';
import { addDays } from '@velodesk/contract/site-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals, users } from './db/schema.ts';
import { createUser } from './test/factories/index.ts';
import { createRentalWorld, customerIri, productIri } from './test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from './test/test-app.ts';

/**
 * "Today" is the site's date in its time zone, at any hour (issue 22, docs/decisions/site-day.md):
 * the server's date rules run with the app's clock just before and just after midnight in Paris,
 * in winter (UTC+1) and in summer (UTC+2), while the UTC date stays the day before.
 */

let clock = new Date('2026-01-01T12:00:00Z');
let t: TestApp;
const { get, send } = apiCalls(() => t);
let w: Awaited<ReturnType<typeof createRentalWorld>>;
let nextBike = 0;
/** The counter, signed in again at each hour tested (a token lasts an hour). */
let counter = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  w = await createRentalWorld(t, { bikes: 20 });
});
afterAll(async () => {
  await t?.close();
});

const book = async (path: '/api/reservations' | '/api/contracts', day: string) => {
  const response = await send('POST', path, counter, {
    startDate: `${day}T13:00:00`,
    endDate: `${day}T19:00:00`,
    products: [productIri(w.bikes[nextBike++]!)],
    customer: customerIri(w.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  // Paid in full (a reservation without a stay is paid before it becomes a contract).
  await t.database.db.update(rentals).set({ allTaxesIncludedAmount: '0.00' }).where(eq(rentals.id, id));
  return id;
};

/** A user of the site (Europe/Paris) with these dates, signing in. */
const signInWithDates = async (dates: { entryDate?: string; endDate?: string }) => {
  const made = await createUser(t.database.db, { features: ['planning'], siteIds: [w.site.id] });
  await t.database.db.update(users).set(dates).where(eq(users.id, made.user.id));
  return t.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: made.username, password: made.password },
  });
};

describe.each([
  { when: 'winter, 22:30 UTC (23:30 in Paris)', now: '2026-01-15T22:30:00Z', today: '2026-01-15' },
  { when: 'winter, 23:30 UTC (00:30 in Paris)', now: '2026-01-15T23:30:00Z', today: '2026-01-16' },
  { when: 'summer, 21:30 UTC (23:30 in Paris)', now: '2026-07-15T21:30:00Z', today: '2026-07-15' },
  { when: 'summer, 22:30 UTC (00:30 in Paris)', now: '2026-07-15T22:30:00Z', today: '2026-07-16' },
  { when: 'summer, 23:30 UTC (01:30 in Paris)', now: '2026-07-15T23:30:00Z', today: '2026-07-16' },
])("the site's day, $when", ({ now, today }) => {
  beforeAll(async () => {
    clock = new Date(now);
    const made = await createUser(t.database.db, {
      features: ['planning', 'rental_reservation', 'rental_contract'],
      siteIds: [w.site.id],
    });
    counter = (await t.login(made.username, made.password)).authorization;
  });

  it('lets a reservation become a contract from its start date in Paris, not a day before', async () => {
    const starting = await book('/api/reservations', today);
    const tomorrow = await book('/api/reservations', addDays(today, 1));
    const migrated = await send('PATCH', `/api/reservations/migrate/${starting}`, counter, {});
    expect(migrated.statusCode, migrated.body).toBe(200);
    const early = await send('PATCH', `/api/reservations/migrate/${tomorrow}`, counter, {});
    expect([early.statusCode, early.json().code]).toEqual([409, RentalErrorCode.migrateTooEarly]);
  });

  it("dates a closed contract's invoice with the day in Paris", async () => {
    const contract = await book('/api/contracts', today);
    expect((await send('PATCH', `/api/rentals/${contract}/close`, counter, {})).statusCode).toBe(200);
    const invoices = (await get(`/api/rentals/${contract}`, counter)).json().invoices as Array<{
      invoiceDate: string;
    }>;
    expect(invoices.map((i) => i.invoiceDate)).toEqual([today]);
  });

  it("lets a user in from their entry date until their end date, in their site's day", async () => {
    expect((await signInWithDates({ entryDate: today })).statusCode).toBe(200);
    expect((await signInWithDates({ endDate: today })).statusCode).toBe(200);
    const notYet = await signInWithDates({ entryDate: addDays(today, 1) });
    expect([notYet.statusCode, notYet.json().code]).toEqual([401, AccessErrorCode.accountNotActiveYet]);
    const expired = await signInWithDates({ endDate: addDays(today, -1) });
    expect([expired.statusCode, expired.json().code]).toEqual([401, AccessErrorCode.accountExpired]);
  });
});
