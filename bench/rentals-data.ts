import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';

/**
 * The rentals of the benchmark data set (issue 11), in SQL: 20,000 rentals of one product each on
 * the first site, over the 2,000 BENCH products, ten per product in June 2030 (so the planning of
 * 2030-06-01 to 2030-06-30 has 2,000 products and 20,000 blocks), one in three a contract; and
 * 4,000 contracts in progress in 2032 for the close benchmark (paid in full). Every product gets a price for 1 to
 * 3 days (Standard and Externe) on the site's billing company. Ids are explicit (1,000,000 + n and
 * 2,000,000 + n): the sequence stays free for the rentals the API creates.
 */
export const closeBenchFirstId = 2_000_000;
export const closeBenchCount = 4_000;

export const generateRentalBenchData = async (db: Db): Promise<void> => {
  const insertRentals = (first: number, count: number, day0: string, contractEvery: number) => sql`
    with p as (select array_agg(id order by id) as ids from products where internal_number like 'BENCH-%'),
         c as (select array_agg(id order by id) as ids from (select id from customers order by id limit 5000) x),
         g as (select n, (select ids from p)[1 + n % 2000] as product_id,
                      (select ids from c)[1 + n % 5000] as customer_id,
                      (${day0}::date + 3 * (n / 2000))::date as d
               from generate_series(0, ${count - 1}::int) n),
         r as (
           insert into rentals (id, rental_type_id, state_id, site_id, customer_id, start_date, start_period,
                                end_date, end_period, starts_at, ends_at, pricing_type_id, discount,
                                duty_free_amount, tax_amount, all_taxes_included_amount)
           select ${first}::int + n, case when n % ${contractEvery}::int = 0 then 1 else 2 end,
                  case when n % ${contractEvery}::int = 0 then 2 else 1 end,
                  (select min(id) from sites), customer_id, d, 8, d + 1, 19,
                  (d + time '08:00') at time zone 'Europe/Paris', (d + 1 + time '19:00') at time zone 'Europe/Paris',
                  2, 0, 33.33, 6.67, 40.00
           from g returning id)
    insert into rental_products (rental_id, product_id, held, live, duty_free_amount, tax_amount, all_taxes_included_amount)
    select ${first}::int + n, product_id,
           tstzrange((d + time '08:00') at time zone 'Europe/Paris', (d + 1 + time '19:00') at time zone 'Europe/Paris', '[]'),
           true, 33.33, 6.67, 40.00
    from g`;
  await db.execute(insertRentals(1_000_000, 20_000, '2030-06-01', 3));
  await db.execute(insertRentals(closeBenchFirstId, closeBenchCount, '2032-06-01', 1));
  // A contract without a stay closes only fully paid (issue 23): each is paid its 40.00 (in SQL,
  // outside the ledger's chain, which the close does not read).
  await db.execute(sql`
    insert into payments (site_id, rental_id, cash_desk_id, payment_method_id, amount)
    select site_id, id, 11, 1, all_taxes_included_amount from rentals
    where id between ${closeBenchFirstId} and ${closeBenchFirstId + closeBenchCount - 1}`);
  // Prices for 1 to 3 days and the half-day of the BENCH declinations, both pricing types.
  await db.execute(sql`
    insert into pricings (company_id, declination_id, pricing_type_id, duration_type_id, duration, price, tax_rule_id)
    select s.billing_entity_id, d.id, pt.id, dt.duration_type_id, dt.duration, 20.00 * greatest(dt.duration, 1), tr.tax_rule_id
    from (select billing_entity_id, country_id from sites order by id limit 1) s
    cross join (select distinct declination_id as id from products where internal_number like 'BENCH-%') d
    cross join (values (1), (2)) pt(id)
    cross join (values (1, 1), (2, 1), (2, 2), (2, 3)) dt(duration_type_id, duration)
    cross join lateral (select tax_rule_id from tax_rule_rates r where r.country_id = s.country_id and r.rate > 0 order by r.id limit 1) tr
    on conflict do nothing`);
  await db.execute(sql`analyze`);
};
