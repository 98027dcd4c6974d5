import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The product's answer has the spec's productStatus and rentals (rentals.md section 3, issue 22):
 * the status's IRI, and the IRIs of the rentals with a line of the product, newest first, read
 * for a whole page at once.
 */

let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let w: Awaited<ReturnType<typeof createRentalWorld>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-06-01T08:00:00Z') });
  w = await createRentalWorld(t, { bikes: 3 });
});
afterAll(async () => {
  await t?.close();
});

const book = async (day: string, products: Array<{ id: number }>) => {
  const response = await send('POST', '/api/reservations', w.counter, {
    startDate: `2026-07-${day}T08:00:00`,
    endDate: `2026-07-${day}T19:00:00`,
    products: products.map(productIri),
    customer: customerIri(w.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

describe("the product's answer", () => {
  it('gives the status IRI and the rentals of each product, in the list and for one product', async () => {
    const [first, second, idle] = [w.bikes[0]!, w.bikes[1]!, w.bikes[2]!];
    const both = await book('01', [first, second]);
    const onlyFirst = await book('03', [first]);
    const cancelled = await book('05', [second]);
    expect((await send('PATCH', `/api/rentals/${cancelled}/cancel`, w.counter)).statusCode).toBe(200);

    const one = await get(productIri(first), w.counter);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      productStatus: `/api/product_statuses/${one.json().status.id}`,
      rentals: [`/api/rentals/${onlyFirst}`, `/api/rentals/${both}`],
    });

    const page = await list(`/api/products?site.id=${w.site.id}&order[id]=asc`, w.counter);
    const byId = new Map(
      page['hydra:member'].map((p) => [p.id, p as unknown as { productStatus: string; rentals: string[] }]),
    );
    expect(byId.get(first.id)?.rentals).toEqual([`/api/rentals/${onlyFirst}`, `/api/rentals/${both}`]);
    expect(byId.get(second.id)?.rentals).toEqual([`/api/rentals/${cancelled}`, `/api/rentals/${both}`]);
    expect(byId.get(idle.id)).toMatchObject({
      productStatus: expect.stringMatching(/^\/api\/product_statuses\/\d+$/),
      rentals: [],
    });
  });
});
