import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalWorld, customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A reservation reads its site and prices from what the API kept (kept-reads.ts) while the pricing
 * version has not moved: any committed change of a price, a tax rate or a site is seen by the next
 * booking, a rolled-back one is not.
 */

let t: TestApp;
const { send } = apiCalls(() => t);
const now = new Date('2026-07-14T08:00:00Z');
let w: Awaited<ReturnType<typeof createRentalWorld>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createRentalWorld(t, { bikes: 12 });
});
afterAll(async () => {
  await t?.close();
});

const book = async (bike: number, day = '2026-07-20') => {
  const response = await send('POST', '/api/reservations', w.trainee, {
    startDate: `${day}T08:00:00`,
    endDate: `${day}T19:00:00`,
    products: [productIri(w.bikes[bike]!)],
    customer: customerIri(w.customer),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; allTaxesIncludedAmount: number; taxAmount: number };
};

/** The price (one day, Externe) of the world's bikes. */
const setDayPrice = (price: string) =>
  t.database.db.execute(sql`
    update pricings set price = ${price}::numeric
    where declination_id = ${w.bike.declination.id} and pricing_type_id = 2 and duration_type_id = 2 and duration = 1`);

const startsAt = async (rentalId: number) => {
  const result = await t.database.db.execute(
    sql`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at from rentals where id = ${rentalId}`,
  );
  return (result as unknown as { rows: Array<{ at: string }> }).rows[0]?.at;
};

describe('kept site and prices', () => {
  it('prices the next booking with a price changed in between', async () => {
    const first = await book(0);
    await setDayPrice('50.00');
    const second = await book(1);
    expect(second.allTaxesIncludedAmount).not.toBe(first.allTaxesIncludedAmount);
    expect(second.allTaxesIncludedAmount).toBe(50);
    await setDayPrice('30.00');
    expect((await book(2)).allTaxesIncludedAmount).toBe(30);
  });

  it('ignores a price change that was rolled back', async () => {
    await setDayPrice('30.00');
    expect((await book(3, '2026-07-22')).allTaxesIncludedAmount).toBe(30);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          update pricings set price = 99.00
          where declination_id = ${w.bike.declination.id} and pricing_type_id = 2`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await book(4, '2026-07-22')).allTaxesIncludedAmount).toBe(30);
  });

  it('sees a new tax rate of the tax rule', async () => {
    await setDayPrice('30.00');
    const before = await book(5, '2026-07-24');
    expect(before.taxAmount).toBe(5);
    // 50 % from a date before today: 30.00 TTC is 20.00 HT + 10.00 tax.
    await t.database.db.execute(sql`
      insert into tax_rule_rates (tax_rule_id, country_id, rate, valid_from)
      values (${w.tax.id}, ${w.countryId}, 50.00, '2026-07-01')`);
    expect((await book(6, '2026-07-24')).taxAmount).toBe(10);
  });

  it('answers from what it kept while the version has not moved, and reads again once it moves', async () => {
    await setDayPrice('30.00');
    expect((await book(8, '2026-07-30')).taxAmount).toBe(10);
    // A rate written without the trigger that moves the pricing version: the API does not read
    // the rates again, so the kept ones price the booking (this proves they are kept).
    await t.database.db.execute(
      sql`alter table tax_rule_rates disable trigger tax_rule_rates_pricing_version`,
    );
    await t.database.db.execute(sql`
      insert into tax_rule_rates (tax_rule_id, country_id, rate, valid_from)
      values (${w.tax.id}, ${w.countryId}, 20.00, '2026-07-10')`);
    await t.database.db.execute(
      sql`alter table tax_rule_rates enable trigger tax_rule_rates_pricing_version`,
    );
    expect((await book(9, '2026-07-30')).taxAmount).toBe(10);
    // The version moves (any write to a pricing table): the next booking reads the rates again.
    await t.database.db.execute(sql`
      insert into pricing_versions (slot, changes) values (1023, 1)
      on conflict (slot) do update set changes = pricing_versions.changes + 1`);
    expect((await book(10, '2026-07-30')).taxAmount).toBe(5);
  });

  it("counts a booking's hours in the site's time zone as changed in between", async () => {
    const paris = await book(7, '2026-07-26');
    // 08:00 in Paris (summer time) is 06:00 UTC.
    expect(await startsAt(paris.id)).toBe('2026-07-26T06:00');
    await t.database.db.execute(sql`update sites set time_zone = 'America/New_York' where id = ${w.site.id}`);
    const newYork = await book(7, '2026-07-28');
    // 08:00 in New York (summer time) is 12:00 UTC.
    expect(await startsAt(newYork.id)).toBe('2026-07-28T12:00');
  });
});
