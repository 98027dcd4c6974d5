import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Comments follow the site scope of their rental (issue 22, docs/decisions/comment-site-scope.md):
 * a counter linked to one site neither writes nor reads comments on another site's rentals; a
 * comment on a customer only (customers are not site-scoped) is seen by every signed-in user.
 */

let t: TestApp;
const { get, list, send, paths } = apiCalls(() => t);
let here: Awaited<ReturnType<typeof createRentalWorld>>;
let there: Awaited<ReturnType<typeof createRentalWorld>>;
let theirRental: number;
let ourRental: number;
let theirComment: { id: number; '@id': string };

const book = async (w: typeof here) => {
  const response = await send('POST', '/api/reservations', w.counter, {
    startDate: '2026-07-01T08:00:00',
    endDate: '2026-07-02T19:00:00',
    products: [productIri(w.bikes[0]!)],
    customer: customerIri(w.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-06-01T08:00:00Z') });
  here = await createRentalWorld(t, { bikes: 1 });
  there = await createRentalWorld(t, { bikes: 1 });
  ourRental = await book(here);
  theirRental = await book(there);
  const posted = await send('POST', '/api/comments', there.counter, {
    comment: 'Client habitué, vélo réglé en taille M.',
    rental: `/api/rentals/${theirRental}`,
    customer: customerIri(there.customer),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  theirComment = posted.json();
});
afterAll(async () => {
  await t?.close();
});

describe('comments follow the site scope of their rental', () => {
  it("refuses a comment on another site's rental with 403, and writes nothing", async () => {
    const refused = await send('POST', '/api/comments', here.counter, {
      comment: 'Pas mon site',
      rental: `/api/rentals/${theirRental}`,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SITE_NOT_LINKED',
      'hydra:description': 'You are not linked to this site.',
    });
    const all = await list(`/api/comments?rental.id=${theirRental}`, there.counter);
    expect(all['hydra:member'].map((c) => c.id)).toEqual([theirComment.id]);
  });

  it('refuses a comment on a rental that does not exist with 422', async () => {
    const refused = await send('POST', '/api/comments', here.counter, {
      comment: 'Quelle location ?',
      rental: '/api/rentals/999999',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(paths(refused)).toEqual(['rental']);
  });

  it("leaves another site's rental comments out of the list and answers 403 for one of them", async () => {
    const filtered = await list(`/api/comments?rental.id=${theirRental}`, here.counter);
    expect(filtered['hydra:totalItems']).toBe(0);
    expect(filtered['hydra:member']).toEqual([]);
    const all = await list('/api/comments', here.counter);
    expect(all['hydra:member'].map((c) => c.id)).not.toContain(theirComment.id);
    const one = await get(theirComment['@id'], here.counter);
    expect(one.statusCode, one.body).toBe(403);
    expect(one.json().code).toBe('SITE_NOT_LINKED');
    expect((await send('DELETE', theirComment['@id'], here.counter)).statusCode).toBe(403);
    // The customer's page does not show it either.
    const customer = await get(customerIri(there.customer), here.counter);
    expect(customer.statusCode).toBe(200);
    expect((customer.json().comments as Array<{ id: number }>).map((c) => c.id)).not.toContain(
      theirComment.id,
    );
  });

  it('still shows comments of the own site and of customers only, to the counter of each site', async () => {
    const own = await send('POST', '/api/comments', here.counter, {
      comment: 'Casque prêté.',
      rental: `/api/rentals/${ourRental}`,
    });
    expect(own.statusCode, own.body).toBe(201);
    const onCustomer = await send('POST', '/api/comments', here.counter, {
      comment: 'Préfère les vélos électriques.',
      customer: customerIri(there.customer),
    });
    expect(onCustomer.statusCode, onCustomer.body).toBe(201);
    expect((await get(own.json()['@id'], here.counter)).statusCode).toBe(200);
    expect((await get(onCustomer.json()['@id'], there.counter)).statusCode).toBe(200);
    const ours = await list(`/api/comments?rental.id=${ourRental}`, here.counter);
    expect(ours['hydra:member'].map((c) => c.id)).toEqual([own.json().id]);
    const customer = await get(customerIri(there.customer), there.counter);
    expect((customer.json().comments as Array<{ id: number }>).map((c) => c.id).sort()).toEqual(
      [theirComment.id, onCustomer.json().id].sort(),
    );
    // The author on the other site still reads their own rental's comment.
    expect((await get(theirComment['@id'], there.counter)).statusCode).toBe(200);
  });
});
