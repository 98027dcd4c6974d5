import { PricingType, RentalState } from '@velodesk/contract/ids';
import { buildStaySim } from '@velodesk/stay-sim/sim';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema.ts';
import { countOf, createCustomer, createLoyaltyDiscount } from '../../test/factories/index.ts';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Rentals with a stay (rentals.md "Pricing type", "Stay states"): the stay is read from the stay
 * system before the transaction, bounds the period, sets the defaults, and its state is checked.
 * The simulator's fixed clients: 1001 present (stay 51001, ends today + 4), 1003 reservation.
 */

const today = new Date('2026-07-14T08:00:00Z');
const sim = buildStaySim({ seed: 7, today });
let t: TestApp;
const { get, send } = apiCalls(() => t);
let w: Awaited<ReturnType<typeof createRentalWorld>>;
let present: { id: number };
let reserved: { id: number };

beforeAll(async () => {
  const staySystemUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({ now: () => today, config: { staySystemUrl, staySystemTimeoutMs: 1_000 } });
  w = await createRentalWorld(t);
  await t.database.db.update(sites).set({ explorerReduction: true }).where(eq(sites.id, w.site.id));
  await createLoyaltyDiscount(t.database.db, {
    level: 1,
    percentage: '15.00',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  present = await createCustomer(t.database.db, { level: 1, huttosoft: '1001' });
  reserved = await createCustomer(t.database.db, { level: 0, huttosoft: '1003' });
});
beforeEach(() => sim.reset());
afterAll(async () => {
  await t?.close();
  await sim.app.close();
});

const withStay = (overrides: Record<string, unknown> = {}) => ({
  startDate: '2026-07-15T08:00:00',
  endDate: '2026-07-16T19:00:00',
  products: [productIri(w.bikes[0]!)],
  customer: customerIri(present),
  stayId: '51001',
  ...overrides,
});

describe('rentals with a stay', () => {
  it('defaults to Standard pricing and the loyalty discount in force, and keeps the stay link', async () => {
    const response = await send('POST', '/api/reservations', w.counter, withStay());
    expect(response.statusCode, response.body).toBe(201);
    const rental = response.json();
    expect(rental.pricingType.id).toBe(PricingType.standard);
    expect(rental.discount).toBe(15);
    expect(rental.stayId).toBe('51001');
    expect(rental.stayLink).toContain('51001');
    expect(rental.emplacementName).toBe('A12');
    // 2 days at 40.00 less 15 %: 34.00.
    expect(rental.allTaxesIncludedAmount).toBe(34);
    const defaults = await get(
      `/api/rentals/default_discount?customer=${customerIri(present)}&stayId=51001`,
      w.trainee,
    );
    expect(defaults.json()).toEqual({ discount: 15, pricingType: '/api/pricing_types/1' });
    const none = await get(`/api/rentals/default_discount?customer=${customerIri(present)}`, w.trainee);
    expect(none.json()).toEqual({ discount: 0, pricingType: '/api/pricing_types/2' });
  });

  it("refuses a rental ending after the stay's end date, and accepts one ending on it", async () => {
    const after = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({
        startDate: '2026-07-17T08:00:00',
        endDate: '2026-07-19T07:59:59',
        products: [productIri(w.bikes[1]!)],
      }),
    );
    expect(after.statusCode).toBe(400);
    expect(after.json().code).toBe('STAY_PERIOD_EXCEEDED');
    const on = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({
        startDate: '2026-07-17T08:00:00',
        endDate: '2026-07-18T19:00:00',
        products: [productIri(w.bikes[1]!)],
      }),
    );
    expect(on.statusCode, on.body).toBe(201);
  });

  it('answers "Wrong Stay state" for a contract on a stay not yet begun, and refuses a stay not the customer\'s', async () => {
    const wrong = await send(
      'POST',
      '/api/contracts',
      w.counter,
      withStay({ customer: customerIri(reserved), stayId: '51003', products: [productIri(w.bikes[2]!)] }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()['hydra:description']).toBe('Wrong Stay state');
    expect(wrong.json().code).toBe('WRONG_STAY_STATE');
    const other = await send('POST', '/api/reservations', w.counter, withStay({ stayId: '99999' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('STAY_NOT_FOUND');
    const notClient = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({ customer: customerIri(w.customer) }),
    );
    expect(notClient.statusCode).toBe(400);
  });

  it('writes nothing when the stay system is down (502), and never calls it inside the transaction', async () => {
    const before = await countOf(t.database.db, sql`select count(*) as count from rentals`);
    sim.setMode('down');
    const response = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({ products: [productIri(w.bikes[3]!)] }),
    );
    expect(response.statusCode).toBe(502);
    expect(await countOf(t.database.db, sql`select count(*) as count from rentals`)).toBe(before);
  });

  it('migrates a reservation to a contract only while its stay is present, asking the stay system again', async () => {
    const today = { startDate: '2026-07-14T08:00:00', endDate: '2026-07-14T19:00:00' };
    // Stay 51003 is reserved (3): a reservation may take it, a contract may not.
    const onReserved = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({
        ...today,
        customer: customerIri(reserved),
        stayId: '51003',
        products: [productIri(w.bikes[5]!)],
      }),
    );
    expect(onReserved.statusCode, onReserved.body).toBe(201);
    const refused = await send('PATCH', `/api/reservations/migrate/${onReserved.json().id}`, w.counter, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('WRONG_STAY_STATE');
    expect(refused.json()['hydra:description']).toBe('Wrong Stay state');
    const unchanged = (await get(`/api/rentals/${onReserved.json().id}`, w.counter)).json();
    expect([unchanged.rentalType.id, unchanged.state.id]).toEqual([2, RentalState.new]);

    // Stay 51001 is present (4): the reservation becomes a contract, but not while the stay
    // system does not answer.
    const onPresent = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({ ...today, products: [productIri(w.bikes[6]!)] }),
    );
    expect(onPresent.statusCode, onPresent.body).toBe(201);
    sim.setMode('down');
    const down = await send('PATCH', `/api/reservations/migrate/${onPresent.json().id}`, w.counter, {});
    expect(down.statusCode).toBe(502);
    expect((await get(`/api/rentals/${onPresent.json().id}`, w.counter)).json().state.id).toBe(
      RentalState.new,
    );
    sim.reset();
    const migrated = await send('PATCH', `/api/reservations/migrate/${onPresent.json().id}`, w.counter, {});
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect([migrated.json().rentalType.id, migrated.json().state.id]).toEqual([1, RentalState.inProgress]);
  });

  it('a contract with a stay has invoicing disabled: closed, then reopened by unclose', async () => {
    const created = await send(
      'POST',
      '/api/contracts',
      w.counter,
      withStay({ products: [productIri(w.bikes[4]!)] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const contract = created.json();
    expect(contract.invoicingDisabled).toBe(true);
    expect(contract.fds).toBe(true);
    expect((await send('PATCH', `/api/rentals/${contract.id}/close`, w.counter, {})).statusCode).toBe(200);
    const reopened = await send('PATCH', `/api/rentals/${contract.id}/unclose`, w.counter);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().state.id).toBe(RentalState.inProgress);
    // Reopening is a signed record of the ledger (docs/decisions/ledger-signature.md).
    const link = (await t.database.db.execute(sql`
      select c.reason, c.before, c.after, e.signature from ledger_state_changes c
      join ledger_entries e on e.record_type = 'change' and e.record_id = c.id
      where c.record_type = 'rental' and c.record_id = ${contract.id}`)) as unknown as {
      rows: Array<{ reason: string; before: unknown; after: unknown; signature: string }>;
    };
    expect(link.rows).toHaveLength(1);
    expect(link.rows[0]).toMatchObject({
      reason: 'contract-reopened',
      before: { state: RentalState.validated },
      after: { state: RentalState.inProgress },
    });
    expect(Buffer.from(link.rows[0]!.signature, 'base64')).toHaveLength(64);
  });

  it("answers the stay's first and last days with the rental, as the stay system gives them (issue 22)", async () => {
    const created = await send(
      'POST',
      '/api/reservations',
      w.counter,
      withStay({
        startDate: '2026-07-16T08:00:00',
        endDate: '2026-07-17T19:00:00',
        products: [productIri(w.bikes[7]!)],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // Client 1001's stay 51001 ends today + 4 (2026-07-18); the save's answer carries it too.
    expect(created.json().stayDateEnd).toBe('2026-07-18');
    const id = created.json().id as number;
    const read = await get(`/api/rentals/${id}`, w.counter);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()['@context']).toBeDefined();
    expect(read.json().stayId).toBe('51001');
    expect(read.json().stayDateEnd).toBe('2026-07-18');
    expect(read.json().stayDateStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(read.json().stayDateStart <= '2026-07-14').toBe(true);

    // The stay system down: the rental is still answered, without the stay's days.
    sim.setMode('down');
    const down = await get(`/api/rentals/${id}`, w.counter);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().stayDateEnd).toBeNull();
    expect(down.json().stayDateStart).toBeNull();
    sim.reset();

    // A rental without a stay: null, and the stay system is not asked.
    const plain = await send('POST', '/api/reservations', w.counter, {
      startDate: '2026-07-20T08:00:00',
      endDate: '2026-07-21T19:00:00',
      products: [productIri(w.bikes[7]!)],
      customer: customerIri(w.customer),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    sim.setMode('down');
    const plainRead = await get(`/api/rentals/${plain.json().id}`, w.counter);
    expect(plainRead.statusCode).toBe(200);
    expect(plainRead.json().stayDateEnd).toBeNull();
    sim.reset();

    // The list does not read the stay system: no stay days on its items.
    const list = await get(`/api/rentals?id=${id}`, w.counter);
    expect(list.json()['hydra:member'][0].stayDateEnd).toBeUndefined();
  });
});
