import { buildStaySim } from '@velodesk/stay-sim/sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema.ts';
import {
  closeContract,
  createContract,
  createInvoicingWorld,
  type InvoicingWorld,
} from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * An amount still owed keeps a customer's data (docs/decisions/personal-data.md): a closed contract
 * whose payment was cancelled afterwards (the stay system deleted its copy) is unpaid, so the
 * customer's erasure is refused and the retention job keeps them, until the amount is paid on the
 * closed contract.
 * On PGlite and on PostgreSQL (TEST_DATABASE_URL); the stay system is the simulator.
 */

const start = new Date('2026-06-03T08:00:00Z');
let now = start;
const sim = buildStaySim({ seed: 11, today: start });
let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let w: InvoicingWorld;
let customer: { id: number };
let rentalId: number;

beforeAll(async () => {
  const simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    now: () => now,
    config: {
      staySystemUrl: simUrl,
      staySystemTimeoutMs: 2_000,
      // The sessions outlive the jump of the clock to years later (the retention's delays).
      tokenTtlSeconds: 20 * 365 * 24 * 3600,
    },
  });
  w = await createInvoicingWorld(t);
  await t.database.db.update(sites).set({ huttosoftId: 'HS-UNPAID' }).where(eq(sites.id, w.site.id));
  const made = await send('POST', '/api/customers', w.counter, {
    type: '/api/customer_types/2',
    lastname: 'Owedieu',
    name: 'Paul',
    email: 'owedieu@example.org',
    language: '/api/languages/1',
  });
  expect(made.statusCode, made.body).toBe(201);
  customer = made.json() as { id: number };
  rentalId = await createContract(t, { counter: w.counter, customer }, [w.bikes[0]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
  await closeContract(t, w.counter, rentalId);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await sim.app.close();
});

const erase = () =>
  send('POST', `/api/customers/${customer.id}/erasure`, w.admin, { reason: 'Asked by mail' });

describe('an amount unpaid on a closed contract', () => {
  it('blocks the erasure and keeps the customer in the retention job, while the amount is owed', async () => {
    const paid = (await list(`/api/payments?rental.id=${rentalId}`, w.counter))[
      'hydra:member'
    ] as unknown as Array<{
      id: number;
    }>;
    expect(paid).toHaveLength(1);
    // The payment's copy reached the stay system (the outbox sent it), so cancelling deletes it.
    await expect
      .poll(async () => (await get(`/api/payments/${paid[0]!.id}`, w.counter)).json().externalState, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('sent');
    const cancelled = await send('PATCH', `/api/payments/${paid[0]!.id}`, w.counter, { activated: false });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ activated: false, refundedPayment: null });
    const remaining = (await get(`/api/rentals/${rentalId}/remaining_amount`, w.counter)).json();
    expect(remaining.remainingAmount).toBeGreaterThan(0);

    const refused = await erase();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('CUSTOMER_UNPAID_AMOUNT');
    expect((await get(`/api/customers/${customer.id}`, w.admin)).json().lastname).toBe('Owedieu');

    // Years later, past every retention delay: kept, not anonymised, while the amount is owed.
    now = new Date('2036-07-01T08:00:00Z');
    const run = await send('POST', '/api/retention_runs', w.admin);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().kept).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/customers/${customer.id}`, w.admin)).json()).toMatchObject({
      lastname: 'Owedieu',
      anonymisedAt: null,
    });
  });

  it('takes the owed amount on the closed contract, no more; then the erasure goes through', async () => {
    const rental = (await get(`/api/rentals/${rentalId}`, w.counter)).json();
    expect(rental).toMatchObject({ unpaid: true, state: { id: 3 } });
    const owed = (await get(`/api/rentals/${rentalId}/remaining_amount`, w.counter)).json().remainingAmount;
    const payment = (amount: number) =>
      send('POST', '/api/payments/create', w.counter, [
        {
          site: `/api/sites/${w.site.id}`,
          rental: `/api/rentals/${rentalId}`,
          cashDesk: 11,
          paymentMethod: 1,
          amount,
        },
      ]);
    const tooMuch = await payment(owed + 0.01);
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json().code).toBe('PAYMENT_EXCEEDS_REMAINING');
    const paid = await payment(owed);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await get(`/api/rentals/${rentalId}`, w.counter)).json().unpaid).toBe(false);
    // Settled: the closed contract takes no more payment.
    const again = await payment(1);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('PAYMENT_RENTAL_NOT_PAYABLE');
    const erased = await erase();
    expect(erased.statusCode, erased.body).toBe(200);
  });
});
