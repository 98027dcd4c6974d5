import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaySim } from '../../../../stay-sim/src/sim.ts';
import { createStaySystemClient } from './stay-system.client.ts';
import { StaySystemError } from './stay-system.error.ts';

// Wednesday 15 July 2025: on HS-PINS, Martin (client 1001, stay 51001) is present from 12 to 19 July.
const sim = buildStaySim({ seed: 42, today: new Date(2025, 6, 15) });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(() => sim.reset());
afterAll(() => sim.app.close());

const client = (timeoutMs?: number) => createStaySystemClient({ baseUrl, timeoutMs });

/** The StaySystemError a call fails with. */
async function failure(call: Promise<unknown>): Promise<StaySystemError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StaySystemError);
  return error as StaySystemError;
}

const errorFields = (error: StaySystemError) => ({
  kind: error.kind,
  status: error.status,
  description: error.description,
});

describe('stay-system client against the simulator', () => {
  it('checks health', async () => {
    expect(await client().health()).toEqual({ status: 'ok' });
  });

  it('searches customers and gets one', async () => {
    const found = await client().searchCustomers({ siteId: 'HS-PINS', lastName: 'mart', stayState: 4 });
    expect(found.map((customer) => [customer.clientId, customer.lastName, customer.emplacementName])).toEqual(
      [['1001', 'Martin', 'A12']],
    );
    const reservations = await client().searchCustomers({
      siteId: 'HS-PINS',
      lastName: 'Müller',
      stayState: 3,
      stayDateStart: '2025-07-25',
      stayDateEnd: '2025-08-01',
      emplacementName: undefined,
    });
    expect(reservations.map((customer) => customer.clientId)).toEqual(['1003']);

    const customer = await client().getCustomer('1002');
    expect(customer).toMatchObject({
      lastName: 'Van den Berg',
      countryIso: 'NL',
      fidelityRank: 2,
      stayState: 4,
    });
  });

  it("passes the stay system's refusals on verbatim", async () => {
    expect(
      errorFields(await failure(client().searchCustomers({ siteId: 'HS-PINS', lastName: 'Ma' }))),
    ).toEqual({
      kind: 'rejected',
      status: 400,
      description: 'customerLastName must have at least 3 characters',
    });
    expect(
      errorFields(await failure(client().searchCustomers({ siteId: 'HS-X', lastName: 'Martin' }))),
    ).toEqual({
      kind: 'rejected',
      status: 404,
      description: 'Unknown site',
    });
    expect(errorFields(await failure(client().getCustomer('424242')))).toEqual({
      kind: 'rejected',
      status: 404,
      description: 'Client not found',
    });
  });

  it('lists cash desks and payment methods', async () => {
    expect(await client().listCashDesks('HS-DUNE')).toEqual([
      { id: 21, name: 'Accueil', type: 'cash' },
      { id: 22, name: 'Accueil CB', type: 'card' },
    ]);
    const methods = await client().listPaymentMethods();
    expect(methods.map((method) => method.code)).toEqual(['CASH', 'CB', 'CHQ', 'ANCV', 'VIR']);
  });

  it('creates and deletes an external payment', async () => {
    const created = await client().createExternalPayment({
      cashDeskId: 11,
      paymentMethodId: 1,
      amount: 25,
      paymentId: 501,
      stayId: '51001',
    });
    expect(created).toMatchObject({ paymentId: 501, amount: 25, stayId: '51001', lettered: false });
    await expect(client().deleteExternalPayment(created.id)).resolves.toBeUndefined();

    expect(errorFields(await failure(client().deleteExternalPayment(created.id)))).toEqual({
      kind: 'rejected',
      status: 404,
      description: 'Transaction not found',
    });
  });

  it('reports a duplicate payment id and a lettered transaction with their descriptions', async () => {
    const input = { cashDeskId: 12, paymentMethodId: 2, amount: -10, paymentId: 502 };
    const created = await client().createExternalPayment(input);
    expect(errorFields(await failure(client().createExternalPayment(input)))).toEqual({
      kind: 'rejected',
      status: 409,
      description: 'Transaction with this id already exists',
    });

    sim.letter(created.id);
    expect(errorFields(await failure(client().deleteExternalPayment(created.id)))).toEqual({
      kind: 'rejected',
      status: 409,
      description: 'transaction already lettered',
    });
  });

  it("times out when the stay system is slow ('slow' mode)", async () => {
    sim.setMode('slow', 5_000);
    const started = performance.now();
    const error = await failure(client(150).listPaymentMethods());
    expect(errorFields(error)).toEqual({ kind: 'timeout', status: null, description: null });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("is unreachable when the stay system drops connections ('down' mode)", async () => {
    sim.setMode('down');
    const error = await failure(client().health());
    expect(errorFields(error)).toEqual({ kind: 'unreachable', status: null, description: null });
    expect(error.message).toBe('Stay system GET /health: unreachable');
  });

  it('is unreachable when nothing listens', async () => {
    const port = await freePort();
    const error = await failure(createStaySystemClient({ baseUrl: `http://127.0.0.1:${port}` }).health());
    expect(errorFields(error)).toEqual({ kind: 'unreachable', status: null, description: null });
  });

  it("fails with the stay system's 500 ('error' mode)", async () => {
    sim.setMode('error');
    const error = await failure(
      client().createExternalPayment({ cashDeskId: 11, paymentMethodId: 1, amount: 1, paymentId: 9 }),
    );
    expect(errorFields(error)).toEqual({ kind: 'failed', status: 500, description: 'Internal error' });
  });
});

describe('stay-system client on unexpected answers', () => {
  const answering = (response: Response) =>
    createStaySystemClient({ baseUrl: 'http://stay.test/', fetch: async () => response });

  it('fails on a body that is not JSON or not the expected shape', async () => {
    const notJson = await failure(answering(new Response('<html>', { status: 200 })).listPaymentMethods());
    expect(errorFields(notJson)).toEqual({ kind: 'failed', status: 200, description: null });

    const wrongShape = await failure(answering(Response.json({ data: [] })).listPaymentMethods());
    expect(errorFields(wrongShape)).toEqual({ kind: 'failed', status: 200, description: null });
  });

  it('keeps description null when an error answer has no message', async () => {
    const error = await failure(answering(new Response('Bad gateway', { status: 502 })).health());
    expect(errorFields(error)).toEqual({ kind: 'failed', status: 502, description: null });
  });

  it('sends the query without its empty criteria, and the base URL without its trailing slash', async () => {
    let requested = '';
    const spy = createStaySystemClient({
      baseUrl: 'http://stay.test/',
      fetch: async (url) => {
        requested = String(url);
        return Response.json({ items: [] });
      },
    });
    await spy.searchCustomers({
      siteId: 'HS-PINS',
      lastName: 'Van den Berg',
      emplacementName: '',
      stayState: 4,
    });
    expect(requested).toBe(
      'http://stay.test/api/customers/search?siteId=HS-PINS&lastName=Van+den+Berg&stayState=4',
    );
  });
});

/** A port nothing listens on: one the system just handed out and that was closed again. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
