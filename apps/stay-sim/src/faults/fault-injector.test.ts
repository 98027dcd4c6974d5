import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaySim } from '../sim.ts';

const sim = buildStaySim({ seed: 42, today: new Date(2025, 6, 15) });
const { app } = sim;
beforeEach(() => sim.reset());
afterAll(() => app.close());

const setMode = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__control/mode', payload });

describe('fault modes', () => {
  it("'down' drops the connection of every request but the control API's", async () => {
    expect((await setMode({ mode: 'down' })).json()).toEqual({ mode: 'down', delayMs: 10_000 });
    await expect(app.inject({ url: '/health' })).rejects.toThrow('response destroyed before completion');
    await expect(app.inject({ url: '/api/payment-methods' })).rejects.toThrow();
    expect((await app.inject({ url: '/__control/state' })).json()).toMatchObject({ mode: 'down' });
  });

  it("'error' answers 500 { message: 'Internal error' }", async () => {
    sim.setMode('error');
    const response = await app.inject({ method: 'POST', url: '/api/external-payments', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal error' });
    expect((await app.inject({ url: '/__control/state' })).statusCode).toBe(200);
  });

  it("'slow' delays the answers by delayMs, 10 s by default", async () => {
    expect(sim.setMode('slow')).toEqual({ mode: 'slow', delayMs: 10_000 });
    expect((await setMode({ mode: 'slow', delayMs: 150 })).json()).toEqual({ mode: 'slow', delayMs: 150 });
    const started = performance.now();
    const response = await app.inject({ url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a reset releases the waiting requests, reseeds, forgets the payments and goes back to ok', async () => {
    const payload = { cashDeskId: 11, paymentMethodId: 1, amount: 5, paymentId: 77 };
    expect((await app.inject({ method: 'POST', url: '/api/external-payments', payload })).statusCode).toBe(
      201,
    );
    sim.setMode('slow', 60_000);
    const waiting = app.inject({ url: '/health' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reset = await app.inject({ method: 'POST', url: '/__control/reset' });
    expect(reset.json()).toEqual({ mode: 'ok', delayMs: 10_000, clients: 480, externalPayments: 0 });
    expect((await waiting).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/external-payments' })).json()).toEqual({ items: [] });
  });

  it('refuses an unknown mode or a negative delay', async () => {
    const unknown = await setMode({ mode: 'broken' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'mode must be one of ok, down, slow, freeze, error' });
    const negative = await setMode({ mode: 'slow', delayMs: -1 });
    expect(negative.statusCode).toBe(400);
    expect((await setMode({})).json()).toEqual({ message: 'mode is required' });
  });

  it('closing the app releases a request waiting in slow mode', async () => {
    const other = buildStaySim({ seed: 1 });
    other.setMode('slow', 60_000);
    const waiting = other.app.inject({ url: '/health' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    await other.app.close();
    await waiting.catch(() => undefined);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
