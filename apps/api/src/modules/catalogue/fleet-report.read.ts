import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { type ProductRow, selectProducts } from './catalogue.repository.ts';

/**
 * What the fleet-status report (modules/exports) reads of the fleet: one page of products at a
 * time, in id order after a given id, with their status, declination and range. The caller
 * checked the actor's access and gives the sites it may see (null: every site).
 */
export const readFleetReportPage = async (
  db: DbOrTx,
  page: { siteIds: number[] | null; afterId: number; limit: number },
): Promise<ProductRow[]> => {
  const conditions: SQL[] = [gt(products.id, page.afterId)];
  if (page.siteIds !== null) {
    if (page.siteIds.length === 0) return [];
    conditions.push(inArray(products.siteId, page.siteIds));
  }
  return selectProducts(db)
    .where(and(...conditions))
    .orderBy(asc(products.id))
    .limit(page.limit);
};
