import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';

/**
 * Grows the demo data to the benchmark's size in SQL (generate_series): 2,000 products on the
 * first site and 50,000 customers. Rentals, invoices and payments join as their modules land.
 */
export const generateBenchData = async (db: Db): Promise<void> => {
  await db.execute(sql`
    insert into products (site_id, declination_id, internal_number, serial_number, status_id)
    select (select min(id) from sites), (select min(id) from declinations) + (n % 10),
           'BENCH-' || lpad(n::text, 5, '0'), 'BSN' || n, 2
    from generate_series(1, 2000) as n`);
  await db.execute(sql`
    insert into emails (email) select 'bench.customer.' || n || '@example.org' from generate_series(1, 50000) as n`);
  await db.execute(sql`
    insert into customers (type_id, name, lastname, city, country_id, language_id, fidelity_id, email_id)
    select 2, 'Prénom' || n, 'Nom' || (n % 5000), 'Ville' || (n % 300),
           (select id from countries where code_iso_3166_2 = 'FR'), 1, 1 + (n % 3),
           (select id from emails where email = 'bench.customer.' || n || '@example.org')
    from generate_series(1, 50000) as n`);
  await db.execute(sql`analyze`);
};
