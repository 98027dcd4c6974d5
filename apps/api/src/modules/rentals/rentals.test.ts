import { gunzipSync } from 'node:zlib';
import { planningRead } from '@velodesk/contract/api/rentals';
import { ProductStatus, RentalState, RentalType } from '@velodesk/contract/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  createCustomer,
  createProducts,
  createSite,
  createUser,
} from '../../test/factories/index.ts';
import { payRemaining } from '../../test/factories/invoicing.ts';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { heldProductOfViolation } from './rental-rules.ts';

/** Rentals: the rules of rentals.md section 5 and every arrow of the life cycle (issue 11). */

let t: TestApp;
const { get, list, send } = apiCalls(() => t);
// "Today" is 14 July 2026, 10:00 in Paris.
const now = new Date('2026-07-14T08:00:00Z');
let w: Awaited<ReturnType<typeof createRentalWorld>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createRentalWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  startDate: '2026-07-20T08:00:00',
  endDate: '2026-07-21T19:00:00',
  products: [productIri(w.bikes[0]!)],
  customer: customerIri(w.customer),
  ...overrides,
});

type Rental = {
  id: number;
  rentalType: { id: number };
  state: { id: number };
  startDate: string;
  endDate: string;
  allTaxesIncludedAmount: number;
  dutyFreeAmount: number;
  taxAmount: number;
  discount: number;
  pricingType: { id: number };
  products: Array<{
    id: number;
    product: { id: number; status: { id: number } };
    allTaxesIncludedAmount: number;
    validate: boolean;
  }>;
  customer: { name: string; lastname: string; fidelityLevel: number };
};

const productStatus = async (id: number) =>
  countOf(t.database.db, sql`select status_id as count from products where id = ${id}`);

describe('creating reservations and contracts', () => {
  it('creates a reservation (type 2, state 1) with the amounts computed by the server', async () => {
    const response = await send(
      'POST',
      '/api/reservations',
      w.trainee,
      body({ products: [productIri(w.bikes[1]!)] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rental = response.json() as Rental;
    expect(rental.rentalType.id).toBe(RentalType.reservation);
    expect(rental.state.id).toBe(RentalState.new);
    expect(rental.startDate).toBe('2026-07-20T08:00:00');
    expect(rental.endDate).toBe('2026-07-21T19:00:00');
    // 2 days at 40.00 TTC, 20 % tax: 33.33 HT + 6.67 tax; Externe without a stay.
    expect(rental.pricingType.id).toBe(2);
    expect(rental.allTaxesIncludedAmount).toBe(40);
    expect(rental.dutyFreeAmount).toBe(33.33);
    expect(rental.taxAmount).toBe(6.67);
    expect(rental.customer.fidelityLevel).toBe(1);
    expect(rental.products[0]!.product.id).toBe(w.bikes[1]!.id);
    // A reservation does not change the product's status.
    expect(await productStatus(w.bikes[1]!.id)).toBe(ProductStatus.available);
  });

  it('creates a contract (type 1, state 2) and rents its products with a history entry', async () => {
    const response = await send(
      'POST',
      '/api/contracts',
      w.counter,
      body({
        startDate: '2026-08-01T08:00:00',
        endDate: '2026-08-01T12:59:59',
        products: [productIri(w.bikes[2]!), productIri(w.helmets[0]!)],
        discount: 10,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rental = response.json() as Rental;
    expect(rental.rentalType.id).toBe(RentalType.contract);
    expect(rental.state.id).toBe(RentalState.inProgress);
    // Half-day: 12.00 each, less 10 %: 10.80 each.
    expect(rental.allTaxesIncludedAmount).toBe(21.6);
    expect(await productStatus(w.bikes[2]!.id)).toBe(ProductStatus.rented);
    const histories = await countOf(
      t.database.db,
      sql`select count(*) as count from product_histories where product_id = ${w.bikes[2]!.id} and new_status_id = 3`,
    );
    expect(histories).toBe(1);
  });

  it('refuses a product already held: INVALID_CHOOSED_PRODUCTS with the internal number in brackets', async () => {
    const first = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ products: [productIri(w.bikes[3]!)] }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2026-07-21T13:00:00',
        endDate: '2026-07-22T19:00:00',
        products: [productIri(w.bikes[3]!)],
      }),
    );
    expect(second.statusCode).toBe(400);
    const error = second.json();
    expect(error.code).toBe('INVALID_CHOOSED_PRODUCTS');
    expect(error['hydra:description']).toContain(`[${w.bikes[3]!.internalNumber}]`);
    expect(error.violations[0].code).toBe('USED_OTHERWISE');
    // Right after (the next morning) is free: ranges are closed on both ends, never shared.
    const after = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2026-07-22T08:00:00',
        endDate: '2026-07-22T12:59:59',
        products: [productIri(w.bikes[3]!)],
      }),
    );
    expect(after.statusCode, after.body).toBe(201);
  });

  it('says "already used in a contract" for a product a contract holds', async () => {
    const response = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2026-08-01T08:00:00',
        endDate: '2026-08-01T19:00:00',
        products: [productIri(w.bikes[2]!)],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().violations[0].code).toBe('ALREADY_USED_IN_CONTRACT');
    // The product it names is a param: the web never reads it out of the English message.
    expect(response.json().violations[0].params).toEqual({ product: w.bikes[2]!.internalNumber });
  });

  it("refuses unavailable products, other sites' products, and the same product twice", async () => {
    const [broken] = await createProducts(t.database.db, {
      siteId: w.site.id,
      declinationId: w.bike.declination.id,
      statusId: ProductStatus.unavailable,
    });
    const unavailable = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ products: [productIri(broken!)] }),
    );
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().violations[0].code).toBe('NOT_AVAILABLE');
    const twice = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ products: [productIri(w.bikes[4]!), productIri(w.bikes[4]!)] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('DUPLICATE_PRODUCT');
    expect(twice.json().params).toEqual({ products: [w.bikes[4]!.internalNumber] });
  });

  it('refuses an end before the start, a missing customer or no product', async () => {
    const backwards = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ startDate: '2026-07-20T13:00:00', endDate: '2026-07-20T12:59:59' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('INVALID_PERIOD');
    const { customer: _c, ...noCustomer } = body();
    expect((await send('POST', '/api/reservations', w.counter, noCustomer)).statusCode).toBe(422);
    expect((await send('POST', '/api/reservations', w.counter, body({ products: [] }))).statusCode).toBe(422);
    const unknown = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ customer: '/api/customers/999999' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('CUSTOMER_NOT_FOUND');
    const badPeriod = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ startDate: '2026-07-20T09:00:00' }),
    );
    expect(badPeriod.statusCode).toBe(422);
  });

  it('holds at most 5 bikes per rental (accessories not counted)', async () => {
    const six = w.bikes.slice(0, 6).map(productIri);
    const response = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ startDate: '2026-09-01T08:00:00', endDate: '2026-09-01T19:00:00', products: six }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BIKE_LIMIT');
    expect(response.json().params.products).toHaveLength(6);
    const fiveAndHelmets = [...w.bikes.slice(0, 5).map(productIri), ...w.helmets.slice(1).map(productIri)];
    const ok = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ startDate: '2026-09-01T08:00:00', endDate: '2026-09-01T19:00:00', products: fiveAndHelmets }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a discount outside 0 to 100 and a period without a price', async () => {
    expect((await send('POST', '/api/reservations', w.counter, body({ discount: 101 }))).statusCode).toBe(
      422,
    );
    const tooLong = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2026-10-01T08:00:00',
        endDate: '2026-10-20T19:00:00',
        products: [productIri(w.bikes[6]!)],
      }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('NO_PRICE_AVAILABLE');
    expect(tooLong.json()['hydra:description']).toContain('No price available for this period.');
  });

  it('needs the feature of the rental type: 403 without it', async () => {
    expect((await send('POST', '/api/contracts', w.trainee, body())).statusCode).toBe(403);
    expect((await send('POST', '/api/reservations', w.viewer, body())).statusCode).toBe(403);
    expect((await get('/api/rental_types', w.viewer)).statusCode).toBe(403);
  });
});

describe('life cycle', () => {
  const create = async (path: '/api/reservations' | '/api/contracts', overrides: Record<string, unknown>) => {
    const response = await send('POST', path, w.counter, body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Rental;
  };

  it('migrates a reservation whose start is reached, and not one in the future', async () => {
    const future = await create('/api/reservations', {
      startDate: '2026-11-02T08:00:00',
      endDate: '2026-11-02T19:00:00',
      products: [productIri(w.bikes[7]!)],
    });
    const early = await send('PATCH', `/api/reservations/migrate/${future.id}`, w.counter, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('MIGRATE_TOO_EARLY');
    const today = await create('/api/reservations', {
      startDate: '2026-07-14T08:00:00',
      endDate: '2026-07-14T19:00:00',
      products: [productIri(w.bikes[7]!)],
    });
    expect((await send('PATCH', `/api/reservations/migrate/${today.id}`, w.trainee, {})).statusCode).toBe(
      403,
    );
    // No body at all, as the screen sends it (merge-patch, empty): the rule answers, not validation.
    const unpaid = await send('PATCH', `/api/reservations/migrate/${today.id}`, w.counter);
    expect(unpaid.statusCode, unpaid.body).toBe(409);
    expect(unpaid.json().code).toBe('PAYMENT_REQUIRED');
    // Without a stay, it is paid first (issue 14: payments.test.ts tests the refusal).
    const paid = await send('POST', '/api/payments/create', w.counter, [
      {
        site: `/api/sites/${w.site.id}`,
        rental: `/api/rentals/${today.id}`,
        cashDesk: 11,
        paymentMethod: 1,
        amount: today.allTaxesIncludedAmount,
      },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    const migrated = await send('PATCH', `/api/reservations/migrate/${today.id}`, w.counter, {});
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect((migrated.json() as Rental).rentalType.id).toBe(RentalType.contract);
    expect((migrated.json() as Rental).state.id).toBe(RentalState.inProgress);
    expect(await productStatus(w.bikes[7]!.id)).toBe(ProductStatus.rented);
    // Twice is an illegal arrow.
    expect((await send('PATCH', `/api/reservations/migrate/${today.id}`, w.counter, {})).statusCode).toBe(
      409,
    );

    // Close: the bike goes to 4 with its history, the rental is validated; then read-only.
    const closed = await send('PATCH', `/api/rentals/${today.id}/close`, w.counter, {
      state: '/api/rental_states/3',
      products: [{ product: productIri(w.bikes[7]!), status: '/api/product_statuses/4' }],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as Rental).state.id).toBe(RentalState.validated);
    expect(await productStatus(w.bikes[7]!.id)).toBe(ProductStatus.unavailable);
    expect((await send('PATCH', `/api/rentals/${today.id}/close`, w.counter, {})).statusCode).toBe(409);
    expect((await send('PATCH', `/api/rentals/${today.id}/cancel`, w.counter)).statusCode).toBe(409);
    const edit = await send('PATCH', `/api/contracts/${today.id}`, w.counter, { discount: 5 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('RENTAL_READ_ONLY');
    // Unclose needs invoicing disabled (a stay): this contract has none.
    expect((await send('PATCH', `/api/rentals/${today.id}/unclose`, w.counter)).statusCode).toBe(409);
    await t.database.db.execute(sql`update rentals set invoicing_disabled = true where id = ${today.id}`);
    const reopened = await send('PATCH', `/api/rentals/${today.id}/unclose`, w.counter);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((reopened.json() as Rental).state.id).toBe(RentalState.inProgress);
  });

  it('closes all or nothing: a bad status leaves the contract and its products untouched', async () => {
    const contract = await create('/api/contracts', {
      startDate: '2026-07-25T08:00:00',
      endDate: '2026-07-25T19:00:00',
      products: [productIri(w.bikes[5]!), productIri(w.helmets[2]!)],
    });
    await payRemaining(t, w.counter, contract.id);
    const bad = await send('PATCH', `/api/rentals/${contract.id}/close`, w.counter, {
      products: [
        { product: productIri(w.bikes[5]!), status: '/api/product_statuses/4' },
        { product: productIri(w.helmets[2]!), status: '/api/product_statuses/6' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(await productStatus(w.bikes[5]!.id)).toBe(ProductStatus.rented);
    const rental = (await get(`/api/rentals/${contract.id}`, w.viewer)).json() as Rental;
    expect(rental.state.id).toBe(RentalState.inProgress);

    const closed = await send('PATCH', `/api/rentals/${contract.id}/close`, w.counter, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await productStatus(w.bikes[5]!.id)).toBe(ProductStatus.available);
  });

  it('leaves a bike rented when the contract let go of it while it is out on the next contract', async () => {
    // An overdue contract closed, cancelled or edited after the bike left on the next one: the bike
    // is with the second customer, so it stays rented; once the second contract ends it is back.
    const [bike, spare] = await createProducts(t.database.db, {
      siteId: w.site.id,
      declinationId: w.bike.declination.id,
      count: 2,
    });
    const contract = async (day: number, products: Array<{ id: number }>) => {
      const created = await create('/api/contracts', {
        startDate: `2026-08-0${day}T08:00:00`,
        endDate: `2026-08-0${day}T19:00:00`,
        products: products.map(productIri),
      });
      await payRemaining(t, w.counter, created.id);
      return created;
    };
    const overdue = await contract(1, [bike!]);
    const next = await contract(2, [bike!]);
    expect(await productStatus(bike!.id)).toBe(ProductStatus.rented);
    const closed = await send('PATCH', `/api/rentals/${overdue.id}/close`, w.counter, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await productStatus(bike!.id)).toBe(ProductStatus.rented);
    // Cancelled, or edited to another bike: the same.
    const third = await contract(3, [bike!]);
    expect((await send('PATCH', `/api/rentals/${next.id}/cancel`, w.counter)).statusCode).toBe(200);
    expect(await productStatus(bike!.id)).toBe(ProductStatus.rented);
    const fourth = await contract(4, [spare!]);
    const edited = await send('PATCH', `/api/contracts/${third.id}`, w.counter, {
      products: [productIri(spare!)],
      startDate: '2026-08-05T08:00:00',
      endDate: '2026-08-05T19:00:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await productStatus(bike!.id)).toBe(ProductStatus.available);
    expect(await productStatus(spare!.id)).toBe(ProductStatus.rented);
    // The spare is out on two contracts: closing one leaves it rented, closing the other frees it.
    await payRemaining(t, w.counter, third.id);
    expect((await send('PATCH', `/api/rentals/${fourth.id}/close`, w.counter, {})).statusCode).toBe(200);
    expect(await productStatus(spare!.id)).toBe(ProductStatus.rented);
    expect((await send('PATCH', `/api/rentals/${third.id}/close`, w.counter, {})).statusCode).toBe(200);
    expect(await productStatus(spare!.id)).toBe(ProductStatus.available);
  });

  it('cancels a reservation and releases its hold; a cancelled rental refuses edits', async () => {
    const reservation = await create('/api/reservations', {
      startDate: '2026-12-01T08:00:00',
      endDate: '2026-12-02T19:00:00',
      products: [productIri(w.bikes[0]!)],
    });
    expect((await send('PATCH', `/api/rentals/${reservation.id}/cancel`, w.viewer)).statusCode).toBe(403);
    const cancelled = await send('PATCH', `/api/rentals/${reservation.id}/cancel`, w.trainee);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as Rental).state.id).toBe(RentalState.cancelled);
    await create('/api/reservations', {
      startDate: '2026-12-01T08:00:00',
      endDate: '2026-12-02T19:00:00',
      products: [productIri(w.bikes[0]!)],
    });
    expect(
      (await send('PATCH', `/api/reservations/${reservation.id}`, w.counter, { discount: 3 })).statusCode,
    ).toBe(409);
    expect((await send('PATCH', `/api/rentals/${reservation.id}/cancel`, w.counter)).statusCode).toBe(409);
  });

  it('refunds a contract in progress: cancelled, products available again', async () => {
    const contract = await create('/api/contracts', {
      startDate: '2026-12-10T08:00:00',
      endDate: '2026-12-10T19:00:00',
      products: [productIri(w.bikes[6]!)],
    });
    expect(await productStatus(w.bikes[6]!.id)).toBe(ProductStatus.rented);
    const refunded = await send('PATCH', `/api/rentals/${contract.id}/refund`, w.counter);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((refunded.json() as Rental).state.id).toBe(RentalState.cancelled);
    expect(await productStatus(w.bikes[6]!.id)).toBe(ProductStatus.available);
    expect((await send('PATCH', `/api/rentals/${contract.id}/refund`, w.counter)).statusCode).toBe(409);
  });

  it('edits a reservation: new dates and products, amounts computed again', async () => {
    const reservation = await create('/api/reservations', {
      startDate: '2027-01-05T08:00:00',
      endDate: '2027-01-05T19:00:00',
      products: [productIri(w.bikes[1]!)],
    });
    const patched = await send('PATCH', `/api/reservations/${reservation.id}`, w.trainee, {
      endDate: '2027-01-07T19:00:00',
      products: [productIri(w.bikes[1]!), productIri(w.helmets[0]!)],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const rental = patched.json() as Rental;
    expect(rental.products).toHaveLength(2);
    expect(rental.allTaxesIncludedAmount).toBe(120);
    // A reservation is not edited through /contracts.
    expect(
      (await send('PATCH', `/api/contracts/${reservation.id}`, w.counter, { discount: 1 })).statusCode,
    ).toBe(409);
  });

  it('replaces a product by a compatible one, and validates a line', async () => {
    const contract = await create('/api/contracts', {
      startDate: '2027-02-01T08:00:00',
      endDate: '2027-02-01T19:00:00',
      products: [productIri(w.bikes[2]!)],
    });
    const lineId = contract.products[0]!.id;
    const incompatible = await send('PATCH', `/api/rental_products/${lineId}/replace`, w.counter, {
      product: productIri(w.helmets[0]!),
    });
    expect(incompatible.statusCode).toBe(400);
    expect(incompatible.json().code).toBe('DECLINATION_NOT_COMPATIBLE');
    const noComment = await send('PATCH', `/api/rental_products/${lineId}/replace`, w.counter, {
      product: productIri(w.bikes[3]!),
      unavailable: true,
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().code).toBe('COMMENT_REQUIRED');
    const replaced = await send('PATCH', `/api/rental_products/${lineId}/replace`, w.counter, {
      product: productIri(w.bikes[3]!),
      unavailable: true,
      comment: 'Flat tyre',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await productStatus(w.bikes[2]!.id)).toBe(ProductStatus.unavailable);
    expect(await productStatus(w.bikes[3]!.id)).toBe(ProductStatus.rented);
    const validated = await send('PATCH', `/api/rental_products/${lineId}`, w.counter, { validate: true });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().validate).toBe(true);
    const rental = (await get(`/api/rentals/${contract.id}`, w.viewer)).json() as Rental & {
      replacedProducts: Array<{ comment: string }>;
    };
    expect(rental.replacedProducts[0]!.comment).toBe('Flat tyre');
    await t.database.db.execute(sql`update products set status_id = 2 where id = ${w.bikes[2]!.id}`);
  });
});

describe('reads', () => {
  it('lists rentals with filters, never state 5, always paged', async () => {
    const other = await createCustomer(t.database.db);
    const created = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2027-03-01T08:00:00',
        endDate: '2027-03-01T19:00:00',
        customer: customerIri(other),
        products: [productIri(w.bikes[4]!)],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const page = await list(`/api/rentals?customer.id=${other.id}`, w.viewer);
    expect(page['hydra:totalItems']).toBe(1);
    await t.database.db.execute(sql`update rentals set state_id = 5 where id = ${created.json().id}`);
    expect((await list(`/api/rentals?customer.id=${other.id}`, w.viewer))['hydra:totalItems']).toBe(0);
    expect((await get('/api/rentals?pagination=false', w.viewer)).statusCode).toBe(400);
    const contracts = await list('/api/rentals?rentalType.id=1&state.id[]=2&state.id[]=3', w.viewer);
    expect(contracts['hydra:member'].every((r) => (r as unknown as Rental).rentalType.id === 1)).toBe(true);
    const states = await list('/api/rental_states', w.trainee);
    expect(states['hydra:member'].map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect((await get('/api/count/rental', w.viewer)).statusCode).toBe(200);
  });

  it("lists the current site by default; a customer's rentals on every visible site; a site when asked", async () => {
    const second = (await createSite(t.database.db)).site;
    const hidden = (await createSite(t.database.db)).site;
    const user = await createUser(t.database.db, {
      features: ['planning'],
      siteIds: [w.site.id, second.id],
      currentSiteId: w.site.id,
    });
    const auth = (await t.login(user.username, user.password)).authorization;
    const made = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2027-03-05T08:00:00',
        endDate: '2027-03-05T19:00:00',
        products: [productIri(w.bikes[5]!)],
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    // The same customer's rentals on a second visible site and on a site the user does not see.
    const copyTo = async (siteId: number) =>
      (
        (await t.database.db.execute(sql`
          insert into rentals (rental_type_id, state_id, site_id, customer_id, start_date, start_period,
                               end_date, end_period, starts_at, ends_at, pricing_type_id)
          select rental_type_id, state_id, ${siteId}, customer_id, start_date, start_period, end_date,
                 end_period, starts_at, ends_at, pricing_type_id
          from rentals where id = ${made.json().id} returning id`)) as unknown as {
          rows: Array<{ id: number }>;
        }
      ).rows[0]!.id;
    const onSecond = await copyTo(second.id);
    const onHidden = await copyTo(hidden.id);
    const idsOf = async (url: string) => {
      const page = await list(url, auth);
      return (page['hydra:member'] as unknown as Array<Rental & { site: { id: number } }>).map((r) => ({
        id: r.id,
        site: r.site.id,
      }));
    };
    const byDefault = await idsOf('/api/rentals?itemsPerPage=100');
    expect(byDefault.length).toBeGreaterThan(0);
    expect(byDefault.every((r) => r.site === w.site.id)).toBe(true);
    expect(byDefault.map((r) => r.id)).toContain(made.json().id);
    const ofCustomer = (await idsOf(`/api/rentals?customer.id=${w.customer.id}&itemsPerPage=100`)).map(
      (r) => r.id,
    );
    expect(ofCustomer).toContain(made.json().id);
    expect(ofCustomer).toContain(onSecond);
    expect(ofCustomer).not.toContain(onHidden);
    expect(await idsOf(`/api/rentals?site=${second.id}`)).toEqual([{ id: onSecond, site: second.id }]);
    expect(await idsOf(`/api/rentals?site=${hidden.id}`)).toEqual([]);
  });

  it("answers availability per declination with prices, leaving a rental's own lines out", async () => {
    const reservation = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2027-04-01T08:00:00',
        endDate: '2027-04-02T07:59:59',
        products: [productIri(w.bikes[0]!)],
      }),
    );
    expect(reservation.statusCode, reservation.body).toBe(201);
    const url =
      '/api/products/available_for_reservation?searchStartDate=2027-04-01T08:00:00&searchEndDate=2027-04-02T07:59:59';
    const groups = (await list(url, w.trainee))['hydra:member'] as unknown as Array<{
      declinationId: number;
      productIds: number[];
      priceAvailable: boolean;
      declinationPricingModels: Array<{ pricings: Record<string, { priceTTC: number }> }>;
    }>;
    const bikes = groups.find((g) => g.declinationId === w.bike.declination.id)!;
    expect(bikes.productIds).not.toContain(w.bikes[0]!.id);
    expect(bikes.priceAvailable).toBe(true);
    expect(bikes.declinationPricingModels[0]!.pricings.TTC!.priceTTC).toBe(20);
    // Sizes as the declination has them: a declination without sizes answers null, not 0 (the
    // replacement picker compares them with the replaced product's).
    await t.database.db.execute(
      sql`update declinations set min = null, max = null where id = ${w.helmet.declination.id}`,
    );
    const sized = (await list(url, w.trainee))['hydra:member'] as unknown as Array<{
      declinationId: number;
      min: number | null;
      max: number | null;
    }>;
    expect(sized.find((g) => g.declinationId === w.bike.declination.id)).toMatchObject({
      min: 150,
      max: 190,
    });
    expect(sized.find((g) => g.declinationId === w.helmet.declination.id)).toMatchObject({
      min: null,
      max: null,
    });
    const withOwn = (await list(`${url}&rentalId=${reservation.json().id}`, w.trainee))[
      'hydra:member'
    ] as unknown as typeof groups;
    expect(withOwn.find((g) => g.declinationId === w.bike.declination.id)!.productIds).toContain(
      w.bikes[0]!.id,
    );
    // 20 days: no price, reported and not hidden.
    const long = (
      await list(
        '/api/products/available_for_reservation?searchStartDate=2027-05-01&searchEndDate=2027-05-20',
        w.trainee,
      )
    )['hydra:member'] as unknown as typeof groups;
    expect(long.find((g) => g.declinationId === w.bike.declination.id)!.priceAvailable).toBe(false);
  });

  it('answers the planning, compressed when asked', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/plannings?searchStartDate=2026-07-01&searchEndDate=2026-08-30',
      headers: { authorization: w.viewer, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/plannings?searchStartDate=2026-07-01&searchEndDate=2026-08-30', w.viewer);
    const planning = planningRead.parse(plain.json());
    expect(plain.headers['content-type']).toContain('application/ld+json');
    const bikes = planning.ranges.find((r) => r.name === 'électrique')!;
    const bikeRow = bikes.products.find(([id]) => id === w.bikes[1]!.id)!;
    const [, internalNumber, status, declinationId, , , blocks] = bikeRow;
    expect(internalNumber).toBe(w.bikes[1]!.internalNumber);
    expect(status).toBe(w.bikes[1]!.statusId);
    expect(declinationId).toBe(w.bikes[1]!.declinationId);
    expect(blocks.length).toBeGreaterThan(0);
    const [rentalId, startDay, startPeriod, endDay, endPeriod] = blocks[0]!;
    const rental = (await get(`/api/rentals/${rentalId}`, w.viewer)).json();
    // Days counted from the search's first date (2026-07-01).
    const dayOf = (localDateTime: string) =>
      (Date.parse(localDateTime.slice(0, 10)) - Date.parse('2026-07-01')) / 86_400_000;
    expect([startDay, startPeriod]).toEqual([dayOf(rental.startDate), rental.startPeriod]);
    expect([endDay, endPeriod]).toEqual([dayOf(rental.endDate), rental.endPeriod]);
    const [type, state, colour, productCount, amount, customerName, fidelityLevel, comments, fds] =
      planning.rentals[String(rentalId)]!;
    expect([type, state]).toEqual([rental.rentalType.id, rental.state.id]);
    expect(colour).toBe(rental.rentalType.id === RentalType.contract ? 'contract' : 'reservation');
    expect(productCount).toBe(rental.products.length);
    expect(amount).toBe(rental.allTaxesIncludedAmount);
    expect(customerName).toBe(`${rental.customer.name ?? ''} ${rental.customer.lastname ?? ''}`.trim());
    expect(fidelityLevel).toBe(rental.customer.fidelityLevel);
    expect(comments).toEqual(rental.comments.map((c: { comment: string }) => c.comment));
    expect(fds).toBe(rental.fds);
    // Each rental once: every block's rental is in the dictionary, and nothing else is.
    const referenced = new Set(
      planning.ranges.flatMap((r) => r.products.flatMap((p) => p[6].map((b) => String(b[0])))),
    );
    expect(new Set(Object.keys(planning.rentals))).toEqual(referenced);
    // Sorted ranges; one range only with rangeId.
    const names = planning.ranges.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const one = planningRead.parse(
      (
        await get(
          `/api/plannings?searchStartDate=2026-07-01&searchEndDate=2026-08-30&rangeId=${bikes.id}`,
          w.viewer,
        )
      ).json(),
    );
    expect(one.ranges.map((r) => r.id)).toEqual([bikes.id]);
    expect(one.ranges[0]!.products).toEqual(bikes.products);
    // An empty window: the products, without blocks, and no rentals.
    const empty = planningRead.parse(
      (await get('/api/plannings?searchStartDate=2035-01-01&searchEndDate=2035-01-02', w.viewer)).json(),
    );
    expect(empty.ranges.flatMap((r) => r.products).length).toBeGreaterThan(0);
    expect(empty.ranges.every((r) => r.products.every((p) => p[6].length === 0))).toBe(true);
    expect(empty.rentals).toEqual({});
  });

  it('answers the planning again after every write that changes it, from any module (never a stale copy)', async () => {
    const url = '/api/plannings?searchStartDate=2029-03-01&searchEndDate=2029-03-10';
    const bike = w.bikes[6]!;
    const load = async () => planningRead.parse((await get(url, w.viewer)).json());
    const row = (planning: Awaited<ReturnType<typeof load>>) =>
      planning.ranges.flatMap((r) => r.products).find(([id]) => id === bike.id)!;
    expect(row(await load())[6]).toEqual([]);
    // Ten identical loads at once all get the same, whole answer.
    const same = await Promise.all(Array.from({ length: 10 }, () => get(url, w.viewer)));
    expect(new Set(same.map((response) => response.body)).size).toBe(1);

    const made = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2029-03-02T08:00:00',
        endDate: '2029-03-03T19:00:00',
        products: [productIri(bike)],
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const rentalId = made.json().id as number;
    const booked = await load();
    expect(row(booked)[6].map(([id]) => id)).toEqual([rentalId]);
    expect(booked.rentals[String(rentalId)]![2]).toBe('reservation');

    // Writes of other modules (here straight in SQL): a customer's name, a product's status.
    await t.database.db.execute(sql`update customers set lastname = 'Renamed' where id = ${w.customer.id}`);
    expect((await load()).rentals[String(rentalId)]![5]).toContain('Renamed');
    await t.database.db.execute(
      sql`update products set status_id = ${ProductStatus.unavailable} where id = ${bike.id}`,
    );
    expect(row(await load())[2]).toBe(ProductStatus.unavailable);
    await t.database.db.execute(
      sql`update products set status_id = ${ProductStatus.available} where id = ${bike.id}`,
    );

    // A cancelled rental leaves the planning.
    expect((await send('PATCH', `/api/rentals/${rentalId}/cancel`, w.counter)).statusCode).toBe(200);
    expect(row(await load())[6]).toEqual([]);
    // The gzipped answer is the same planning.
    const zipped = await t.inject({
      method: 'GET',
      url,
      headers: { authorization: w.viewer, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(await load());
  });

  it('makes "customers with rentals cannot be deleted" real', async () => {
    const response = await send('DELETE', `/api/customers/${w.customer.id}`, w.counter);
    expect(response.statusCode).toBe(409);
  });
});

describe("permissions (the specs' route table, checked again by the services with the site)", () => {
  it('answers 403 to a user without the feature, and to a user of another site', async () => {
    const contract = await send(
      'POST',
      '/api/contracts',
      w.counter,
      body({
        startDate: '2027-06-01T08:00:00',
        endDate: '2027-06-01T19:00:00',
        products: [productIri(w.bikes[1]!)],
      }),
    );
    expect(contract.statusCode, contract.body).toBe(201);
    const id = contract.json().id as number;
    const lineId = contract.json().products[0].id as number;
    const nobody = await createUser(t.database.db, { features: [], siteIds: [w.site.id] });
    const none = (await t.login(nobody.username, nobody.password)).authorization;
    const available =
      '/api/products/available_for_reservation?searchStartDate=2027-06-01&searchEndDate=2027-06-02';
    for (const url of [
      '/api/rentals',
      `/api/rentals/${id}`,
      '/api/rental_products',
      `/api/rental_products/${lineId}`,
      '/api/plannings?searchStartDate=2027-06-01&searchEndDate=2027-06-02',
      '/api/count/rental',
      '/api/rental_states',
      '/api/rental_types',
      `/api/rentals/default_discount?customer=${customerIri(w.customer)}`,
      available,
    ]) {
      expect((await get(url, none)).statusCode, url).toBe(403);
    }
    // Planning only: reads, but no writes and no reference lists of the rental screens.
    for (const [method, url, payload] of [
      ['POST', '/api/reservations', body()],
      ['POST', '/api/contracts', body()],
      ['PATCH', `/api/contracts/${id}`, { discount: 1 }],
      ['PATCH', `/api/reservations/${id}`, { discount: 1 }],
      ['PATCH', `/api/rentals/${id}`, { discount: 1 }],
      ['PATCH', `/api/reservations/migrate/${id}`, {}],
      ['PATCH', `/api/rentals/${id}/close`, {}],
      ['PATCH', `/api/rentals/${id}/unclose`, undefined],
      ['PATCH', `/api/rentals/${id}/cancel`, undefined],
      ['PATCH', `/api/rentals/${id}/refund`, undefined],
      ['PATCH', `/api/rental_products/${lineId}`, { validate: true }],
      ['PATCH', `/api/rental_products/${lineId}/replace`, { product: productIri(w.bikes[2]!) }],
    ] as const) {
      expect((await send(method, url, w.viewer, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of [
      available,
      '/api/rental_types',
      '/api/rental_states',
      `/api/rentals/default_discount?customer=${customerIri(w.customer)}`,
    ]) {
      expect((await get(url, w.viewer)).statusCode, url).toBe(403);
    }
    // Reservations only: a contract is not theirs to edit, cancel, close or migrate.
    for (const [method, url, payload] of [
      ['PATCH', `/api/contracts/${id}`, { discount: 1 }],
      ['PATCH', `/api/rentals/${id}`, { discount: 1 }],
      ['PATCH', `/api/rentals/${id}/cancel`, undefined],
      ['PATCH', `/api/rentals/${id}/close`, {}],
      ['PATCH', `/api/rentals/${id}/refund`, undefined],
      ['PATCH', `/api/rentals/${id}/unclose`, undefined],
      ['PATCH', `/api/reservations/migrate/${id}`, {}],
      ['PATCH', `/api/rental_products/${lineId}`, { validate: true }],
      ['PATCH', `/api/rental_products/${lineId}/replace`, { product: productIri(w.bikes[2]!) }],
    ] as const) {
      expect((await send(method, url, w.trainee, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // A user of another site sees neither the rental nor its line.
    const { site: elsewhere } = await createSite(t.database.db);
    const stranger = await createUser(t.database.db, {
      features: ['planning', 'rental_contract', 'rental_reservation'],
      siteIds: [elsewhere.id],
    });
    const strangerAuth = (await t.login(stranger.username, stranger.password)).authorization;
    expect((await get(`/api/rentals/${id}`, strangerAuth)).statusCode).toBe(403);
    expect((await get(`/api/rental_products/${lineId}`, strangerAuth)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/rentals/${id}/cancel`, strangerAuth)).statusCode).toBe(403);
    expect((await list(`/api/rentals?customer.id=${w.customer.id}`, strangerAuth))['hydra:totalItems']).toBe(
      0,
    );
    // Products of another site are not available to this site's rentals.
    const [foreign] = await createProducts(t.database.db, {
      siteId: elsewhere.id,
      declinationId: w.bike.declination.id,
    });
    const refused = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({ products: [productIri(foreign!)] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().violations[0].code).toBe('NOT_AVAILABLE');
  });
});

describe('the exclusion constraint', () => {
  it('makes two live lines of one product over overlapping ranges impossible in the database itself', async () => {
    const made = await send(
      'POST',
      '/api/reservations',
      w.counter,
      body({
        startDate: '2027-07-01T08:00:00',
        endDate: '2027-07-03T19:00:00',
        products: [productIri(w.bikes[5]!)],
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const rentalId = made.json().id as number;
    const insert = (range: string, live: boolean) =>
      t.database.db.execute(sql`insert into rental_products (rental_id, product_id, held, live)
        values (${rentalId}, ${w.bikes[5]!.id}, ${range}::tstzrange, ${live})`);
    let failure: unknown;
    try {
      await insert('[2027-07-02 10:00:00+00,2027-07-02 12:00:00+00]', true);
    } catch (error) {
      failure = error;
    }
    expect(failure, 'the overlapping insert must fail').toBeDefined();
    expect(heldProductOfViolation(failure)).toBe(w.bikes[5]!.id);
    // A cancelled (not live) line may overlap; a later range may follow.
    await insert('[2027-07-02 10:00:00+00,2027-07-02 12:00:00+00]', false);
    await insert('[2027-07-04 10:00:00+00,2027-07-04 12:00:00+00]', true);
  });
});
