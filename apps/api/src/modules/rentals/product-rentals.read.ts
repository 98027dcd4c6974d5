import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import { rentalProducts } from '../../db/schema/rentals.ts';

/**
 * The rentals of products, for the product's answer (`rentals`, rentals.md section 3): every
 * rental with a line of the product, whatever its state, newest first. One statement for a whole
 * page of products. Reads the rentals tables only, so the catalogue imports it without pulling in
 * the rentals presenter.
 */
export const readRentalIdsOfProducts = async (
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, number[]>> => {
  const found = new Map<number, number[]>();
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return found;
  const rows =
    (await rentalIdsOfProducts(db, String(unique.length))?.execute(listValues(unique))) ??
    (await db
      .selectDistinct({ productId: rentalProducts.productId, rentalId: rentalProducts.rentalId })
      .from(rentalProducts)
      .where(inArray(rentalProducts.productId, unique))
      .orderBy(rentalProducts.productId, desc(rentalProducts.rentalId)));
  for (const row of rows) {
    const list = found.get(row.productId);
    if (list) list.push(row.rentalId);
    else found.set(row.productId, [row.rentalId]);
  }
  return found;
};
const rentalIdsOfProducts = preparedOn('rental_ids_of_products', (db, name, key) =>
  db
    .selectDistinct({ productId: rentalProducts.productId, rentalId: rentalProducts.rentalId })
    .from(rentalProducts)
    .where(inArray(rentalProducts.productId, listPlaceholders(key)))
    .orderBy(rentalProducts.productId, desc(rentalProducts.rentalId))
    .prepare(name),
);
