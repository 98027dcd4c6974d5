import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rentals } from '../../db/schema/rentals.ts';

/**
 * The site of rentals, for the records of other modules that follow a rental's site scope
 * (comments on a rental). Reads the rentals table only, so any module may import it without
 * pulling in the rentals presenter.
 */

/** The site id of each of these rentals; a rental that does not exist is left out. */
export const readRentalSites = async (db: DbOrTx, ids: number[]): Promise<Map<number, number>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: rentals.id, siteId: rentals.siteId })
    .from(rentals)
    .where(inArray(rentals.id, unique));
  return new Map(rows.map((row) => [row.id, row.siteId]));
};

/** The condition "the rental in `rentalId` is of one of these sites" (a list's site scope). */
export const isRentalOfSites = (rentalId: AnyColumn, siteIds: number[]): SQL =>
  sql`${rentalId} in (select ${rentals.id} from ${rentals} where ${inArray(
    rentals.siteId,
    siteIds.length > 0 ? siteIds : [0],
  )})`;
