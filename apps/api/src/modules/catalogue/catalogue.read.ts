import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { declinations, products } from '../../db/schema/catalogue.ts';
import { type ProductRow, selectDeclinations, selectProducts } from './catalogue.repository.ts';

/**
 * What other modules (rentals, pricing) may read of the fleet, in the caller's transaction when
 * one is under way; the caller checks the actor's access. Writes go through the catalogue's
 * services (catalogue.service.ts: changeProductStatus).
 */
export type FleetProduct = ProductRow;

/** Products by id, with their status, site id, declination and range. */
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

export interface DeclinationSummary {
  id: number;
  model: string;
  size: string;
  rangeId: number;
  rangeName: string;
}

/** Declinations by id, with their range's name. */
export const readDeclinations = async (
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, DeclinationSummary>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectDeclinations(db).where(inArray(declinations.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};

/** Whether a declination of this id exists. */
export const declinationExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: declinations.id }).from(declinations).where(eq(declinations.id, id)).limit(1))
    .length > 0;

/** The condition "the declination in `declinationId` is one of these ranges'" (a list filter). */
export const isDeclinationOfRanges = (declinationId: AnyColumn, rangeIds: number[]): SQL =>
  sql`${declinationId} in (select ${declinations.id} from ${declinations} where ${inArray(
    declinations.rangeId,
    rangeIds,
  )})`;
