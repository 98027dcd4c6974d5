import { PaymentErrorCode } from '@velodesk/contract/api/payments';
import { RentalState } from '@velodesk/contract/ids';
import { buildStaySim } from '@velodesk/stay-sim/sim';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentOutbox, payments, rentals, sites } from '../../db/schema.ts';
import { createSite, createUser } from '../../test/factories/index.ts';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type Member, type TestApp } from '../../test/test-app.ts';

/**
 * Payments (issue 14; rentals.md sections 4, 5, 7): the stay system's cash desks and methods, the
 * all-or-nothing creation in exact cents, the outbox that sends (and retries) the external
 * payments, the cancellation by deletion or by a reversing payment, the refund's reversals, the
 * remaining amount, and migrate's payment requirement. The simulator keeps what it was sent.
 */

const start = new Date('2026-07-14T08:00:00Z');
let now = start;
const sim = buildStaySim({ seed: 7, today: start });
let simUrl = '';
let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let w: Awaited<ReturnType<typeof createRentalWorld>>;

beforeAll(async () => {
  simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({ now: () => now, config: { staySystemUrl: simUrl, staySystemTimeoutMs: 1_000 } });
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

type Payment = Member & {
  amount: number;
  activated: boolean;
  externalState: string;
  externalPaymentId: number | null;
  externalError: string | null;
  refundedPayment: string | null;
  reverses: string | null;
  refundable: boolean;
  cancellationState: string | null;
  staySystemError?: { code: string; description: string } | null;
};

/** The external payments the simulator holds for one of our payments. */
const external = async (paymentId: number) =>
  (
    (await (await fetch(`${simUrl}/api/external-payments?paymentId=${paymentId}`)).json()) as {
      items: Array<{ id: number; amount: number; cashDeskId: number; paymentMethodId: number }>;
    }
  ).items;

let day = 0;
/** A contract without a stay (a day of its own in August), its total forced to `total` euros. */
const contract = async (
  total?: string,
  path: '/api/contracts' | '/api/reservations' = '/api/contracts',
  on?: string,
) => {
  day += 1;
  const date = on ?? `2026-08-${String(day).padStart(2, '0')}`;
  const response = await send('POST', path, w.counter, {
    startDate: `${date}T08:00:00`,
    endDate: `${date}T19:00:00`,
    products: [productIri(w.bikes[0]!)],
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
  cashDeskName: 'Accueil',
  paymentMethod: 1,
  paymentMethodName: 'Espèces',
  amount,
  ...overrides,
});

const pay = async (lines: unknown[], who = w.counter) => send('POST', '/api/payments/create', who, lines);
const remaining = async (rentalId: number) =>
  (await get(`/api/rentals/${rentalId}/remaining_amount`, w.counter)).json() as {
    remainingAmount: number;
    paidAmount: number;
    fullyPaid: boolean;
    site: { id: number; name: string };
  };
const paymentsOf = async (rentalId: number) =>
  (await list(`/api/payments?rental.id=${rentalId}`, w.counter))['hydra:member'] as Payment[];

describe('the stay system for the payment form', () => {
  it("lists a site's cash desks and the payment methods, and says when the stay system is down", async () => {
    const desks = await list(`/api/huttosoft/cash_desks?siteId=${w.site.id}`, w.counter);
    expect(desks['hydra:member'].map((d) => [d.id, d.name, d.type])).toEqual([
      [11, 'Accueil', 'cash'],
      [12, 'Accueil CB', 'card'],
      [13, 'Bar', 'cash'],
    ]);
    const methods = await list('/api/huttosoft/payment_methods', w.counter);
    expect(methods['hydra:member'].map((m) => m.code)).toEqual(['CASH', 'CB', 'CHQ', 'ANCV', 'VIR']);

    const { site: unlinked } = await createSite(t.database.db);
    const admin = await createUser(t.database.db, {
      features: ['rental_contract', 'all_destination'],
      siteIds: [],
    });
    const adminAuth = (await t.login(admin.username, admin.password)).authorization;
    const noStay = await get(`/api/huttosoft/cash_desks?siteId=${unlinked.id}`, adminAuth);
    expect([noStay.statusCode, noStay.json().code]).toEqual([409, PaymentErrorCode.siteNotLinked]);

    sim.setMode('down');
    const down = await get('/api/huttosoft/payment_methods', w.counter);
    expect([down.statusCode, down.json().code]).toEqual([502, 'STAY_SYSTEM_UNAVAILABLE']);
  });
});

describe('taking payments', () => {
  it('pays 99.99 in 3 × 33.33 exactly, and refuses a cent more', async () => {
    const id = await contract('99.99');
    expect(await remaining(id)).toMatchObject({
      remainingAmount: 99.99,
      fullyPaid: false,
      site: { id: w.site.id, name: w.site.name },
    });
    const created = await pay([
      line(id, 33.33),
      line(id, 33.33, { cashDesk: 12, paymentMethod: 2 }),
      line(id, 33.33),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const three = created.json() as Payment[];
    expect(three.map((p) => [p.amount, p.activated, p.externalState])).toEqual([
      [33.33, true, 'sent'],
      [33.33, true, 'sent'],
      [33.33, true, 'sent'],
    ]);
    // The stay system got one external payment each, with our payment's id.
    const second = await external(three[1]!.id);
    expect(second).toEqual([
      expect.objectContaining({
        id: three[1]!.externalPaymentId,
        amount: 33.33,
        cashDeskId: 12,
        paymentMethodId: 2,
      }),
    ]);
    // Exactly (in cents): 3 × 33.33 settles 99.99 with nothing left.
    expect(await remaining(id)).toMatchObject({ paidAmount: 99.99, remainingAmount: 0, fullyPaid: true });
    const over = await pay([line(id, 0.01)]);
    expect([over.statusCode, over.json().code]).toEqual([409, PaymentErrorCode.exceedsRemaining]);
  });

  it('refuses an amount with a third decimal (a 0.005 remainder is never rounded away)', async () => {
    const id = await contract('10.00');
    expect((await pay([line(id, 9.99)])).statusCode).toBe(201);
    for (const amount of [0.005, 0.015, 0]) {
      const refused = await pay([line(id, amount)]);
      expect(refused.statusCode, String(amount)).toBe(422);
    }
    expect(await remaining(id)).toMatchObject({ remainingAmount: 0.01, fullyPaid: false });
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('creates all the lines or none', async () => {
    const id = await contract('50.00');
    const missing = await pay([line(id, 10), line(2_000_000, 10)]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      '[1].rental',
    ]);
    const { site: other } = await createSite(t.database.db);
    const wrongSite = await pay([line(id, 10), line(id, 10, { site: `/api/sites/${other.id}` })]);
    expect([wrongSite.statusCode, wrongSite.json().code]).toEqual([422, PaymentErrorCode.invalidPayment]);
    const tooMuch = await pay([line(id, 30), line(id, 20.01)]);
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, PaymentErrorCode.exceedsRemaining]);
    expect(await paymentsOf(id)).toEqual([]);
    expect((await sim.app.inject({ url: '/__control/state' })).json().externalPayments).toBe(0);
  });

  it('takes one payment with POST /payments (the single create), checked like a line of /payments/create', async () => {
    const id = await contract('40.00');
    const created = await send('POST', '/api/payments', w.counter, line(id, 15.5));
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json() as Payment;
    expect(payment).toMatchObject({
      '@type': 'Payment',
      amount: 15.5,
      activated: true,
      externalState: 'sent',
    });
    expect((await external(payment.id)).map((e) => e.amount)).toEqual([15.5]);
    expect(await remaining(id)).toMatchObject({ paidAmount: 15.5, remainingAmount: 24.5 });
    // Its refusals name the field, not a line, and write nothing.
    const missing = await send('POST', '/api/payments', w.counter, line(2_000_000, 10));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'rental',
    ]);
    const tooMuch = await send('POST', '/api/payments', w.counter, line(id, 24.51));
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, PaymentErrorCode.exceedsRemaining]);
    const list = await send('POST', '/api/payments', w.counter, [line(id, 1)]);
    expect(list.statusCode).toBe(422);
    expect((await send('POST', '/api/payments', w.viewer, line(id, 1))).statusCode).toBe(403);
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual([15.5]);
  });

  it('takes two counters paying one rental at once in turn: never beyond its total', async () => {
    const id = await contract('50.00');
    const answers = await Promise.all([pay([line(id, 30)]), pay([line(id, 30, { cashDesk: 12 })])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await remaining(id)).toMatchObject({ paidAmount: 30, remainingAmount: 20 });
  });

  it('keeps the external payments in the outbox while the stay system is down, and sends them once it is back', async () => {
    const id = await contract('40.00');
    sim.setMode('down');
    const created = await pay([line(id, 15), line(id, 25, { paymentMethod: 3 })]);
    expect(created.statusCode, created.body).toBe(201);
    const pending = created.json() as Payment[];
    expect(pending.map((p) => [p.externalState, p.externalPaymentId])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    expect(pending[0]!.externalError).toBeTruthy();
    // The payments are taken: the contract is paid, whatever the stay system.
    expect(await remaining(id)).toMatchObject({ remainingAmount: 0, fullyPaid: true });

    sim.setMode('ok');
    now = new Date(start.getTime() + 10 * 60_000); // past the backoff
    await expect
      .poll(async () => (await paymentsOf(id)).map((p) => p.externalState), {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual(['sent', 'sent']);
    expect((await external(pending[1]!.id)).map((e) => [e.amount, e.paymentMethodId])).toEqual([[25, 3]]);
  });
});

describe('sending a failed copy again', () => {
  it('sends again a copy refused or given up, once the cause is fixed; only a failed one', async () => {
    const id = await contract('30.00');
    // The stay system refuses an unknown cash desk for good: failed, with its words.
    const [refused] = (await pay([line(id, 10, { cashDesk: 99 })])).json() as Payment[];
    expect([refused!.externalState, refused!.externalError]).toEqual(['failed', 'Unknown cash desk 99']);
    const again = await send('POST', `/api/payments/${refused!.id}/retry_external`, w.counter);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ externalState: 'failed', externalError: 'Unknown cash desk 99' });

    // Given up after a long outage (25 attempts): sent once the stay system is back.
    sim.setMode('down');
    const [late] = (await pay([line(id, 20)])).json() as Payment[];
    expect(late!.externalState).toBe('pending');
    await t.database.db
      .update(paymentOutbox)
      .set({ state: 'failed', attempts: 25 })
      .where(eq(paymentOutbox.paymentId, late!.id));
    expect((await paymentsOf(id)).find((p) => p.id === late!.id)?.externalState).toBe('failed');
    sim.setMode('ok');
    for (const who of [w.trainee, w.viewer]) {
      expect((await send('POST', `/api/payments/${late!.id}/retry_external`, who)).statusCode).toBe(403);
    }
    const sent = await send('POST', `/api/payments/${late!.id}/retry_external`, w.counter);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ externalState: 'sent', externalError: null });
    expect((await external(late!.id)).map((e) => [e.id, e.amount])).toEqual([
      [sent.json().externalPaymentId, 20],
    ]);
    // A sent (or pending) copy is not sent twice.
    const twice = await send('POST', `/api/payments/${late!.id}/retry_external`, w.counter);
    expect([twice.statusCode, twice.json().code]).toEqual([409, PaymentErrorCode.notRetryable]);
    expect((await send('POST', '/api/payments/2000000/retry_external', w.counter)).statusCode).toBe(404);
  });
});

describe('cancelling a payment', () => {
  it('deletes the external payment and deactivates the payment while the stay system answers', async () => {
    const id = await contract('30.00');
    const [payment] = (await pay([line(id, 30)])).json() as Payment[];
    expect(await external(payment!.id)).toHaveLength(1);
    const cancelled = await send('PATCH', `/api/payments/${payment!.id}`, w.counter, { activated: false });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      activated: false,
      staySystemError: null,
      refundedPayment: null,
      cancellationState: 'done',
    });
    expect(await external(payment!.id)).toEqual([]);
    expect(await remaining(id)).toMatchObject({ remainingAmount: 30 });
    // The list's filters (the payment grid): activated, cash desk, method, dates; always paged.
    const count = async (query: string) =>
      (await list(`/api/payments?rental.id=${id}&${query}`, w.counter))['hydra:totalItems'];
    expect(await count('activated=false')).toBe(1);
    expect(await count('activated=true')).toBe(0);
    expect(await count('cashDesk=11&paymentMethod=1&createdAt[after]=2026-07-14')).toBe(1);
    expect(await count('cashDesk=12')).toBe(0);
    expect(await count('createdAt[after]=2026-07-15')).toBe(0);
    expect((await get('/api/payments?pagination=false', w.counter)).statusCode).toBe(400);
    const again = await send('PATCH', `/api/payments/${payment!.id}`, w.counter, { activated: false });
    expect([again.statusCode, again.json().code]).toEqual([409, PaymentErrorCode.notCancellable]);
  });

  it('keeps the cancellation pending while the stay system is down, and deletes the copy once it answers', async () => {
    const id = await contract('30.00');
    const [first] = (await pay([line(id, 10), line(id, 20, { cashDesk: 13 })])).json() as Payment[];
    sim.setMode('down');
    const down = await send('PATCH', `/api/payments/${first!.id}`, w.counter, { activated: false });
    expect(down.statusCode, down.body).toBe(202);
    expect(down.json()).toMatchObject({
      activated: true,
      cancellationState: 'pending',
      refundable: false,
      refundedPayment: null,
      staySystemError: { code: 'STAY_SYSTEM_UNAVAILABLE' },
    });
    // Still counted as paid until the stay system answers; asking again is refused meanwhile.
    expect(await remaining(id)).toMatchObject({ paidAmount: 30, remainingAmount: 0 });
    const again = await send('PATCH', `/api/payments/${first!.id}`, w.counter, { activated: false });
    expect([again.statusCode, again.json().code]).toEqual([409, PaymentErrorCode.notCancellable]);
    sim.setMode('ok');
    now = new Date(start.getTime() + 10 * 60_000); // past the backoff: the outbox's timer settles it
    await expect
      .poll(async () => (await get(`/api/payments/${first!.id}`, w.counter)).json().cancellationState, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('done');
    expect((await get(`/api/payments/${first!.id}`, w.counter)).json()).toMatchObject({
      activated: false,
      refundedPayment: null,
    });
    expect(await external(first!.id)).toEqual([]);
    expect(await paymentsOf(id)).toHaveLength(2); // no reversal: the copy was deleted
    expect(await remaining(id)).toMatchObject({ paidAmount: 20, remainingAmount: 10 });
  });

  it('reverses a payment whose copy the stay system refuses to delete: the original, inactive, names its reversal', async () => {
    const id = await contract('30.00');
    const [first, second] = (await pay([line(id, 10), line(id, 20, { cashDesk: 13 })])).json() as Payment[];
    // Lettered in the stay system: it refuses the deletion with its own message.
    sim.letter(second!.externalPaymentId!);
    const answer = await send('PATCH', `/api/payments/${second!.id}`, w.counter, { activated: false });
    expect(answer.statusCode, answer.body).toBe(200);
    const refused = answer.json() as Payment;
    expect(refused.staySystemError).toEqual({
      code: 'STAY_SYSTEM_ERROR',
      description: 'transaction already lettered',
    });
    // rentals.md section 4: the original is linked to the reversal through refundedPayment.
    expect(refused).toMatchObject({ activated: false, cancellationState: 'done', refundable: false });
    expect(refused.refundedPayment).toMatch(/^\/api\/payments\/\d+$/);
    const reversal = (await get(refused.refundedPayment!, w.counter)).json() as Payment & {
      cashDesk: { id: number };
      site: { id: number };
      rental: { id: number };
    };
    expect(reversal).toMatchObject({
      amount: -20,
      activated: true,
      reverses: `/api/payments/${second!.id}`,
      refundedPayment: null,
      externalState: 'sent',
      refundable: false,
      cashDesk: { id: 13 },
      site: { id: w.site.id },
      rental: { id },
    });
    // The stay system keeps the lettered copy and got the reversal: +20 − 20.
    expect((await external(reversal.id)).map((e) => e.amount)).toEqual([-20]);
    expect(await remaining(id)).toMatchObject({ paidAmount: 10, remainingAmount: 20 });
    // Both are chained in the ledger.
    const chained = await t.database.db
      .select({ id: ledgerEntries.recordId })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.recordType, 'payment'),
          inArray(ledgerEntries.recordId, [second!.id, reversal.id]),
        ),
      );
    expect(chained.map((r) => r.id).sort()).toEqual([second!.id, reversal.id].sort());
    const down = { ...reversal, reversedBy: refused.refundedPayment };
    void first;
    // A reversal is never cancelled, and a payment is never edited nor deleted.
    const onReversal = await send('PATCH', down.reversedBy!, w.counter, { activated: false });
    expect([onReversal.statusCode, onReversal.json().code]).toEqual([409, PaymentErrorCode.notCancellable]);
    expect((await send('PATCH', `/api/payments/${second!.id}`, w.counter, { amount: 1 })).statusCode).toBe(
      422,
    );
    await expect(t.database.db.delete(payments).where(eq(payments.id, second!.id))).rejects.toThrow();
    await expect(
      t.database.db.update(payments).set({ amount: '1.00' }).where(eq(payments.id, second!.id)),
    ).rejects.toThrow();
  });
});

describe('refunds, migrate and access', () => {
  it('refunds a contract: cancelled, and each refundable payment reversed, sent by the outbox', async () => {
    const id = await contract('45.00');
    const taken = (await pay([line(id, 20), line(id, 25, { paymentMethod: 2 })])).json() as Payment[];
    const refund = await send('PATCH', `/api/rentals/${id}/refund`, w.counter);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().state.id).toBe(RentalState.cancelled);
    const all = await paymentsOf(id);
    expect(all.map((p) => [p.amount, p.activated, p.reverses])).toEqual([
      [-25, true, `/api/payments/${taken[1]!.id}`],
      [-20, true, `/api/payments/${taken[0]!.id}`],
      [25, false, null],
      [20, false, null],
    ]);
    expect(all[2]!.refundedPayment).toBe(`/api/payments/${all[0]!.id}`);
    expect(all.every((p) => !p.refundable)).toBe(true);
    expect(await remaining(id)).toMatchObject({ paidAmount: 0 });
    await expect
      .poll(async () => (await paymentsOf(id)).map((p) => p.externalState), {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual(['sent', 'sent', 'sent', 'sent']);
    expect((await external(all[0]!.id)).map((e) => e.amount)).toEqual([-25]);
  });

  it('migrates a reservation without a stay only once it is fully paid', async () => {
    const id = await contract(undefined, '/api/reservations', '2026-07-14');
    const total = (await get(`/api/rentals/${id}`, w.counter)).json().allTaxesIncludedAmount as number;
    const refused = await send('PATCH', `/api/reservations/migrate/${id}`, w.counter, {});
    expect([refused.statusCode, refused.json().code]).toEqual([409, PaymentErrorCode.paymentRequired]);
    expect((await pay([line(id, total)])).statusCode).toBe(201);
    const migrated = await send('PATCH', `/api/reservations/migrate/${id}`, w.counter, {});
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect(migrated.json().state.id).toBe(RentalState.inProgress);
  });

  it('refuses users without contract access, and payments of a site the user is not linked to', async () => {
    const id = await contract('20.00');
    const [payment] = (await pay([line(id, 5)])).json() as Payment[];
    for (const who of [w.trainee, w.viewer]) {
      for (const response of [
        await get('/api/payments', who),
        await get(`/api/payments/${payment!.id}`, who),
        await pay([line(id, 5)], who),
        await send('PATCH', `/api/payments/${payment!.id}`, who, { activated: false }),
        await get(`/api/huttosoft/cash_desks?siteId=${w.site.id}`, who),
        await get('/api/huttosoft/payment_methods', who),
        await get(`/api/rentals/${id}/remaining_amount`, who),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
      }
    }
    const { site: elsewhere } = await createSite(t.database.db);
    const stranger = await createUser(t.database.db, {
      features: ['rental_contract'],
      siteIds: [elsewhere.id],
    });
    const auth = (await t.login(stranger.username, stranger.password)).authorization;
    expect((await pay([line(id, 5)], auth)).statusCode).toBe(403);
    expect((await get(`/api/payments/${payment!.id}`, auth)).statusCode).toBe(403);
    expect((await list(`/api/payments?rental.id=${id}`, auth))['hydra:totalItems']).toBe(0);
    expect((await get(`/api/huttosoft/cash_desks?siteId=${w.site.id}`, auth)).statusCode).toBe(403);
    // Nothing was taken by the refused calls.
    expect(await paymentsOf(id)).toHaveLength(1);
  });
});
