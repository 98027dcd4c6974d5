import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaySim } from '../sim.ts';

const sim = buildStaySim({ seed: 42, today: new Date(2025, 6, 15) });
const { app } = sim;
beforeEach(() => sim.reset());
afterAll(() => app.close());

const create = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/external-payments', payload });
const valid = { cashDeskId: 11, paymentMethodId: 2, amount: 42.5, paymentId: 1 };

describe('POST /api/external-payments', () => {
  it('creates an external payment and answers it with its id', async () => {
    const response = await create({ ...valid, stayId: '51001' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: 9001,
      cashDeskId: 11,
      paymentMethodId: 2,
      amount: 42.5,
      paymentId: 1,
      stayId: '51001',
      siteId: 'HS-PINS',
      lettered: false,
    });
    const listed = await app.inject({ url: '/api/external-payments?paymentId=1' });
    expect((listed.json() as { items: unknown[] }).items).toHaveLength(1);
    const none = await app.inject({ url: '/api/external-payments?paymentId=2' });
    expect(none.json()).toEqual({ items: [] });
  });

  it('accepts a negative amount (a reversing payment) and no stay', async () => {
    const response = await create({ ...valid, amount: -42.5 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: -42.5, stayId: null });
  });

  it('refuses the same payment id twice with 409', async () => {
    expect((await create(valid)).statusCode).toBe(201);
    const again = await create({ ...valid, amount: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Transaction with this id already exists' });
  });

  it('refuses an unknown cash desk, payment method or stay with a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, cashDeskId: 99 }, 'Unknown cash desk 99'],
      [{ ...valid, paymentMethodId: 9 }, 'Unknown payment method 9'],
      [{ ...valid, stayId: '99999' }, 'Unknown stay 99999'],
      [{ ...valid, stayId: '52001' }, 'Stay 52001 is not on the site of cash desk 11'],
      [{ ...valid, cashDeskId: undefined }, 'cashDeskId is required'],
      [{ ...valid, paymentId: 1.5 }, 'paymentId must be a positive integer'],
      [{ ...valid, amount: '42.5' }, 'amount must be a number'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/external-payments',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(typeof (notJson.json() as { message: unknown }).message).toBe('string');
    expect(sim.setMode('ok').mode).toBe('ok');
  });
});

describe('DELETE /api/external-payments/{id}', () => {
  it('deletes an external payment (204), then answers 404', async () => {
    const { id } = (await create(valid)).json() as { id: number };
    const deleted = await app.inject({ method: 'DELETE', url: `/api/external-payments/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    const again = await app.inject({ method: 'DELETE', url: `/api/external-payments/${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Transaction not found' });
    // Its payment id is free again.
    expect((await create(valid)).statusCode).toBe(201);
  });

  it('answers 404 for an id that is not a number', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/external-payments/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Transaction not found' });
  });

  it('refuses to delete a lettered transaction (409), lettered through the control API', async () => {
    const { id } = (await create(valid)).json() as { id: number };
    const lettered = await app.inject({ method: 'POST', url: `/__control/letter/${id}` });
    expect(lettered.statusCode).toBe(200);
    expect(lettered.json()).toMatchObject({ id, lettered: true });

    const response = await app.inject({ method: 'DELETE', url: `/api/external-payments/${id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'transaction already lettered' });

    const unknown = await app.inject({ method: 'POST', url: '/__control/letter/123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Transaction not found' });
  });

  it('can letter from code too', async () => {
    const { id } = (await create(valid)).json() as { id: number };
    expect(sim.letter(id).lettered).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/external-payments/${id}` })).statusCode).toBe(
      409,
    );
  });
});

describe('Idempotency-Key and the record of what was received', () => {
  const keyed = (key: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/external-payments',
      headers: { 'idempotency-key': key },
      payload,
    });

  it('answers the same payment for the same key and body, 422 for another body', async () => {
    const first = await keyed('payment-1', valid);
    expect(first.statusCode).toBe(201);
    const again = await keyed('payment-1', valid);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await keyed('payment-1', { ...valid, amount: 1 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'Idempotency-Key already used for another request' });
    expect((await app.inject({ url: '/api/external-payments?paymentId=1' })).json().items).toHaveLength(1);
    const received = (await app.inject({ url: '/__control/received' })).json().items;
    expect(received.map((e: { operation: string; replayed: boolean }) => [e.operation, e.replayed])).toEqual([
      ['create', false],
      ['create', true],
    ]);
  });

  it("'freeze' carries out a call whose client gave up, once it thaws", async () => {
    const { id } = (await create(valid)).json() as { id: number };
    sim.setMode('freeze', 600);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(
      fetch(`${address}/api/external-payments/${id}`, { method: 'DELETE', signal: controller.signal }),
    ).rejects.toThrow();
    // Not yet: the system is frozen; then it deletes it all the same.
    expect(sim.received().map((e) => e.operation)).toEqual(['create']);
    await expect
      .poll(() => sim.received().map((e) => e.operation), { timeout: 3_000 })
      .toEqual(['create', 'delete']);
    expect((await app.inject({ url: '/api/external-payments?paymentId=1' })).json().items).toEqual([]);
  });
});
