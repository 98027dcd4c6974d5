import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { declinations, products } from '../../db/schema.ts';
import { type ProductRow, selectProducts } from './catalogue.repository.ts';

/**
 * What other modules (rentals) may read of the fleet, in the caller's transaction when one is
 * under way. Writes go through catalogue.service.ts (changeProductStatus).
 */
export type FleetProduct = ProductRow;

/** Products by id, with their status, site, declination and range. */
export const readProducts = async (db: DbOrTx, ids: number[]): Promise<FleetProduct[]> => {
  if (ids.length === 0) return [];
  return selectProducts(db).where(inArray(products.id, [...new Set(ids)]));
};

/** The products of a site, optionally of one range or some statuses, ordered by range and number. */
export const readSiteProducts = async (
  db: DbOrTx,
  siteId: number,
  options: { rangeId?: number; statusIds?: number[] } = {},
): Promise<FleetProduct[]> => {
  const conditions: SQL[] = [eq(products.siteId, siteId)];
  if (options.rangeId !== undefined) conditions.push(eq(declinations.rangeId, options.rangeId));
  if (options.statusIds) conditions.push(inArray(products.statusId, options.statusIds));
  return selectProducts(db)
    .where(and(...conditions))
    .orderBy(declinations.rangeId, products.internalNumber);
};
