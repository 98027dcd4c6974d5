import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';

/**
 * What the benchmarks that call the API share: the demo administrator's token, and the bench data
 * set's products and first customer (bench/rentals-data.ts).
 */

/** Signs in as the demo administrator on the API at `base`; its bearer token. */
export const signInAdmin = async (base: string): Promise<string> => {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin!2026!' }),
  });
  if (!login.ok) throw new Error(`Sign-in of the bench's administrator: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
};

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/** The bench data set's products (ids in order) and the first customer's id. */
export const benchRecords = async (
  database: Database,
): Promise<{ productIds: number[]; customer: number }> => {
  const productIds = rowsOf(
    await database.db.execute(sql`select id from products where internal_number like 'BENCH-%' order by id`),
  ).map((row) => Number(row.id));
  const customer = Number(rowsOf(await database.db.execute(sql`select min(id) as id from customers`))[0]!.id);
  return { productIds, customer };
};
