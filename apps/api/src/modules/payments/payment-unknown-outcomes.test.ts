import { PaymentErrorCode } from '@velodesk/contract/api/payments';
import { RentalState } from '@velodesk/contract/ids';
import { buildStaySim } from '@velodesk/stay-sim/sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, paymentIdempotencyKeys, payments, rentals, sites } from '../../db/schema.ts';
import { createUser } from '../../test/factories/index.ts';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Books an auditor can trust (issue 23, items 7 and 8): a call to the stay system that timed out
 * is unknown, not failed — with the stay system frozen longer than the API's timeout, creation and
 * cancellation have exactly one effect there, and at the end the API's payments and what the
 * simulator received agree; POST /payments/create's Idempotency-Key; no contract without a stay
 * closed unpaid.
 */

const start = new Date('2026-07-14T08:00:00Z');
let now = start;
const sim = buildStaySim({ seed: 7, today: start });
let simUrl = '';
let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let w: Awaited<ReturnType<typeof createRentalWorld>>;
/** The API gives up after 1 s; the frozen stay system carries every call out after 1.6 s. */
const timeoutMs = 1_000;
const frozenMs = 1_600;

beforeAll(async () => {
  simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    now: () => now,
    config: { staySystemUrl: simUrl, staySystemTimeoutMs: timeoutMs },
  });
  w = await createRentalWorld(t, { bikes: 8 });
  await t.database.db.update(sites).set({ huttosoftId: 'HS-PINS' }).where(eq(sites.id, w.site.id));
});
beforeEach(() => {
  sim.reset();
  now = start;
});
afterAll(async () => {
  await t?.close();
  await sim.app.close();
});

interface Payment {
  id: number;
  amount: number;
  activated: boolean;
  externalState: string;
  externalPaymentId: number | null;
  refundedPayment: string | null;
  reverses: string | null;
  cancellationState: string | null;
  staySystemError?: { code: string; description: string } | null;
}

let day = 0;
/** A contract without a stay, on a day of its own (or `on`), its total forced to `total` euros. */
const contract = async (total?: string, on?: string) => {
  day += 1;
  const date = on ?? `2026-09-${String(day).padStart(2, '0')}`;
  const response = await send('POST', '/api/contracts', w.counter, {
    startDate: `${date}T08:00:00`,
    endDate: `${date}T19:00:00`,
    products: [productIri(w.bikes[on ? 1 : 0]!)],
    customer: customerIri(w.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  if (total) {
    await t.database.db.update(rentals).set({ allTaxesIncludedAmount: total }).where(eq(rentals.id, id));
  }
  return id;
};

const line = (rentalId: number, amount: number, overrides: Record<string, unknown> = {}) => ({
  site: `/api/sites/${w.site.id}`,
  rental: `/api/rentals/${rentalId}`,
  cashDesk: 11,
  paymentMethod: 1,
  amount,
  ...overrides,
});
const pay = (lines: unknown[], key?: string, who = w.counter) =>
  t.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: {
      authorization: who,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(lines),
  });
const cancel = (id: number) => send('PATCH', `/api/payments/${id}`, w.counter, { activated: false });
const paymentsOf = async (rentalId: number) =>
  (await list(`/api/payments?rental.id=${rentalId}`, w.counter))['hydra:member'] as unknown as Payment[];
const paymentOf = async (id: number) => (await get(`/api/payments/${id}`, w.counter)).json() as Payment;

/** Waits until the frozen stay system has carried out what it received, then thaws it. */
const thaw = async () => {
  await new Promise((resolve) => setTimeout(resolve, frozenMs + 300));
  sim.setMode('ok');
  now = new Date(now.getTime() + 10 * 60_000); // past any backoff: the outbox's timer retries
};

/**
 * The API's books and the stay system's agree: each payment whose copy should be there (active,
 * or reversed: its lettered copy stays beside the reversal's) is there exactly once with its
 * amount, and nothing else is; the stay system never created a payment's copy twice nor deleted
 * one twice.
 */
const expectBooksAgree = async (rentalId: number) => {
  const ours = (await paymentsOf(rentalId))
    .filter((p) => p.activated || p.refundedPayment !== null)
    .map((p) => [p.id, p.amount])
    .sort((a, b) => a[0]! - b[0]!);
  const live = (
    (await (await fetch(`${simUrl}/api/external-payments`)).json()) as {
      items: Array<{ paymentId: number; amount: number }>;
    }
  ).items
    .map((e) => [e.paymentId, e.amount])
    .sort((a, b) => a[0]! - b[0]!);
  expect(live).toEqual(ours);
  const received = sim.received();
  const created = received.filter((e) => e.operation === 'create' && !e.replayed).map((e) => e.paymentId);
  expect(new Set(created).size).toBe(created.length);
  const deleted = received.filter((e) => e.operation === 'delete').map((e) => e.externalPaymentId);
  expect(new Set(deleted).size).toBe(deleted.length);
};

describe('the stay system frozen longer than the timeout', () => {
  it('creates the copy once: the answer lost, the retry with the same key finds it', async () => {
    const id = await contract('30.00');
    sim.setMode('freeze', frozenMs);
    const created = await pay([line(id, 30)]);
    expect(created.statusCode, created.body).toBe(201);
    const [payment] = created.json() as Payment[];
    expect([payment!.externalState, payment!.externalPaymentId]).toEqual(['pending', null]);
    await thaw();
    await expect
      .poll(async () => (await paymentOf(payment!.id)).externalState, { timeout: 15_000, interval: 200 })
      .toBe('sent');
    const copies = sim.received().filter((e) => e.paymentId === payment!.id);
    expect(copies.filter((e) => !e.replayed)).toHaveLength(1);
    expect((await paymentOf(payment!.id)).externalPaymentId).toBe(copies[0]!.externalPaymentId);
    await expectBooksAgree(id);
  });

  it('cancels once: the deletion that timed out is pending (202), then known done — no reversal', async () => {
    const id = await contract('3.50');
    const [payment] = (await pay([line(id, 3.5)])).json() as Payment[];
    expect(payment!.externalState).toBe('sent');
    sim.setMode('freeze', frozenMs);
    const answer = await cancel(payment!.id);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toMatchObject({
      activated: true,
      cancellationState: 'pending',
      refundedPayment: null,
      staySystemError: { code: 'STAY_SYSTEM_UNAVAILABLE' },
    });
    // The list shows it pending; it still counts as paid until the stay system's answer is known.
    expect((await paymentsOf(id)).map((p) => p.cancellationState)).toEqual(['pending']);
    expect((await get(`/api/rentals/${id}/remaining_amount`, w.counter)).json().paidAmount).toBe(3.5);
    await thaw();
    await expect
      .poll(async () => (await paymentOf(payment!.id)).cancellationState, { timeout: 15_000, interval: 200 })
      .toBe('done');
    // Exactly one effect: the frozen deletion. No reversal was sent (it would make −3.50 there).
    expect(await paymentsOf(id)).toMatchObject([
      { id: payment!.id, activated: false, refundedPayment: null },
    ]);
    expect(sim.received().map((e) => [e.operation, e.amount])).toEqual([
      ['create', 3.5],
      ['delete', 3.5],
    ]);
    expect((await get(`/api/rentals/${id}/remaining_amount`, w.counter)).json().paidAmount).toBe(0);
    await expectBooksAgree(id);
  });

  it('cancels a payment whose copy is still unknown: the copy is settled first, then deleted', async () => {
    const id = await contract('12.00');
    sim.setMode('freeze', frozenMs);
    const [payment] = (await pay([line(id, 12)])).json() as Payment[];
    expect(payment!.externalState).toBe('pending');
    const answer = await cancel(payment!.id);
    expect(answer.statusCode, answer.body).toBe(202);
    await thaw();
    await expect
      .poll(async () => (await paymentOf(payment!.id)).cancellationState, { timeout: 15_000, interval: 200 })
      .toBe('done');
    expect(await paymentOf(payment!.id)).toMatchObject({ activated: false, refundedPayment: null });
    const effects = sim.received().filter((e) => !e.replayed);
    expect(effects.map((e) => e.operation)).toEqual(['create', 'delete']);
    await expectBooksAgree(id);
  });

  it('reverses once when the deletion timed out and the copy turns out lettered', async () => {
    const id = await contract('8.00');
    const [payment] = (await pay([line(id, 8)])).json() as Payment[];
    sim.letter(payment!.externalPaymentId!);
    sim.setMode('freeze', frozenMs);
    expect((await cancel(payment!.id)).statusCode).toBe(202);
    await thaw();
    await expect
      .poll(async () => (await paymentOf(payment!.id)).cancellationState, { timeout: 15_000, interval: 200 })
      .toBe('done');
    const all = await paymentsOf(id);
    expect(all.map((p) => [p.amount, p.activated])).toEqual([
      [-8, true],
      [8, false],
    ]);
    expect(all[1]!.refundedPayment).toBe(`/api/payments/${all[0]!.id}`);
    await expect
      .poll(async () => (await paymentOf(all[0]!.id)).externalState, { timeout: 15_000, interval: 200 })
      .toBe('sent');
    await expectBooksAgree(id);
  });
});

describe('Idempotency-Key on POST /payments/create', () => {
  it('creates once for the same key and answers the same payments; another body is refused', async () => {
    const id = await contract('40.00');
    const first = await pay([line(id, 15)], 'order-7f3a');
    expect(first.statusCode, first.body).toBe(201);
    const again = await pay([line(id, 15)], 'order-7f3a');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as Payment[]).map((p) => [p.id, p.amount])).toEqual(
      (first.json() as Payment[]).map((p) => [p.id, p.amount]),
    );
    expect(await paymentsOf(id)).toHaveLength(1);

    const other = await pay([line(id, 16)], 'order-7f3a');
    expect([other.statusCode, other.json().code]).toEqual([422, PaymentErrorCode.idempotencyKeyReused]);
    const colleague = await createUser(t.database.db, {
      features: ['rental_contract'],
      siteIds: [w.site.id],
    });
    const auth = (await t.login(colleague.username, colleague.password)).authorization;
    const stranger = await pay([line(id, 15)], 'order-7f3a', auth);
    expect([stranger.statusCode, stranger.json().code]).toEqual([422, PaymentErrorCode.idempotencyKeyReused]);
    for (const bad of ['', 'x'.repeat(201), 'clé accentuée']) {
      const refused = await pay([line(id, 1)], bad);
      expect([refused.statusCode, refused.json().code], bad).toEqual([
        400,
        PaymentErrorCode.idempotencyKeyInvalid,
      ]);
    }
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(sim.received().filter((e) => e.operation === 'create')).toHaveLength(1);
  });

  it('creates once when the same key arrives several times at once', async () => {
    const id = await contract('40.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay([line(id, 25)], 'retry-storm')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => (a.json() as Payment[])[0]!.id));
    expect(ids.size).toBe(1);
    expect(await paymentsOf(id)).toHaveLength(1);
    const [key] = await t.database.db
      .select()
      .from(paymentIdempotencyKeys)
      .where(eq(paymentIdempotencyKeys.key, 'retry-storm'));
    expect(key!.paymentIds).toEqual([...ids]);
    await expectBooksAgree(id);
  });

  it('a refused request does not keep its key: the corrected one goes through', async () => {
    const id = await contract('10.00');
    const over = await pay([line(id, 11)], 'fix-me');
    expect([over.statusCode, over.json().code]).toEqual([409, PaymentErrorCode.exceedsRemaining]);
    expect(
      await t.database.db
        .select()
        .from(paymentIdempotencyKeys)
        .where(eq(paymentIdempotencyKeys.key, 'fix-me')),
    ).toEqual([]);
    const fixed = await pay([line(id, 10)], 'fix-me2');
    expect(fixed.statusCode).toBe(201);
  });
});

describe('closing a contract without a stay', () => {
  it('is refused while something remains to pay (409, nothing written), then closes once paid', async () => {
    const id = await contract(undefined, '2026-07-14');
    const rental = (await get(`/api/rentals/${id}`, w.counter)).json() as { allTaxesIncludedAmount: number };
    expect(rental.allTaxesIncludedAmount).toBeGreaterThan(1);
    // Partly paid: 1 cent short still refuses.
    const total = Math.round(rental.allTaxesIncludedAmount * 100);
    expect((await pay([line(id, (total - 1) / 100)])).statusCode).toBe(201);
    const refused = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: PaymentErrorCode.contractUnpaid,
      'hydra:description':
        'This contract has no stay: it must be fully paid (nothing left to pay) before it is closed.',
    });
    // Nothing written: still in progress, its product still rented, no invoice.
    expect((await get(`/api/rentals/${id}`, w.counter)).json().state.id).toBe(RentalState.inProgress);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.rentalId, id))).toEqual([]);
    const bike = (await get(`/api/products/${w.bikes[1]!.id}`, w.counter)).json() as {
      status: { id: number };
    };
    expect(bike.status.id).toBe(3);

    expect((await pay([line(id, 0.01)])).statusCode).toBe(201);
    const closed = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().state.id).toBe(RentalState.validated);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.rentalId, id))).toHaveLength(1);
  });

  it('the rental list filters and flags the unpaid contracts', async () => {
    const unpaid = await contract('20.00');
    const paid = await contract('20.00');
    expect((await pay([line(paid, 20)])).statusCode).toBe(201);
    const rows = (await list('/api/rentals?unpaid=true&itemsPerPage=100', w.counter))[
      'hydra:member'
    ] as unknown as Array<{
      id: number;
      unpaid: boolean;
    }>;
    expect(rows.map((r) => r.id)).toContain(unpaid);
    expect(rows.map((r) => r.id)).not.toContain(paid);
    expect(rows.every((r) => r.unpaid)).toBe(true);
    const all = (await list('/api/rentals?itemsPerPage=100', w.counter))['hydra:member'] as unknown as Array<{
      id: number;
      unpaid: boolean;
    }>;
    expect(all.find((r) => r.id === paid)?.unpaid).toBe(false);
    expect(all.find((r) => r.id === unpaid)?.unpaid).toBe(true);
    void payments;
  });
});
