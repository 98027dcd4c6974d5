import type { SiteRead } from '@velodesk/contract/api/sites';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { PriceCache } from '../pricing/pricing.api.ts';
import { readSite } from '../sites/sites.api.ts';

/**
 * What a booking reads again and again and what rarely changes, kept per API (per database) while
 * the pricing version has not moved (docs/decisions/booking-round-trips.md): the site (its name,
 * time zone and explorerReduction flag) and the pricing lookup (the site's billing company, the
 * pricings of a company and pricing type, a country's tax rates). The pricing version moves at
 * every committed write to sites, companies, pricings, tax rules and their rates (migration 0011).
 * Only for reads outside a transaction: a transaction may see its own uncommitted writes.
 */
export class KeptReads {
  /** The last pricing version read (null before the first). */
  version: string | null = null;
  readonly prices = new PriceCache();
  private sites: { version: string; byId: Map<number, Promise<SiteRead | null>> } | null = null;

  /** The site as read at `version` (read now when not kept at that version). */
  site(db: DbOrTx, version: string, siteId: number): Promise<SiteRead | null> {
    if (this.sites?.version !== version) this.sites = { version, byId: new Map() };
    let found = this.sites.byId.get(siteId);
    if (!found) {
      const byId = this.sites.byId;
      found = readSite(db, siteId);
      byId.set(siteId, found);
      found.catch(() => byId.delete(siteId));
    }
    return found;
  }
}

const kept = new WeakMap<AppContext, KeptReads>();

/** The kept reads of this API (its context: one per database). */
export const keptReadsOf = (ctx: AppContext): KeptReads => {
  let found = kept.get(ctx);
  if (!found) {
    found = new KeptReads();
    kept.set(ctx, found);
  }
  return found;
};
