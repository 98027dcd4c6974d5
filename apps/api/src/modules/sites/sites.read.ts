import type { SiteRead } from '@velodesk/contract/api/sites';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import { selectSites } from './sites.repository.ts';
import { toSiteRead } from './sites.service.ts';

/**
 * What other modules (rentals) may read of a site, in the caller's transaction when one is under
 * way: its time zone, stay-system id, explorerReduction flag and billing company. The caller
 * checks the actor's access to the site.
 */
export const readSite = async (db: DbOrTx, id: number): Promise<SiteRead | null> => {
  const [row] = await selectSites(db).where(eq(sites.id, id));
  return row ? toSiteRead(row) : null;
};
