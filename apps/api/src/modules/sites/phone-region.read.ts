import { phoneRegion } from '@velodesk/contract/phones';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/reference.ts';
import type { Actor } from '../../platform/actor.ts';
import { readFirstSiteCountryCode, readSiteCountryCode } from './sites.read.ts';

/**
 * The region a phone number is read in (contract phones.ts): its holder's country, else the
 * country of the actor's sites, else the first site's. Customers, contacts and billing companies
 * read their phones with it (it moved from customers, so sites do not import customers).
 */
const countryCode = async (db: DbOrTx, countryId: number): Promise<string | undefined> =>
  (await db.select({ code: countries.codeIso31662 }).from(countries).where(eq(countries.id, countryId)))[0]
    ?.code;

/**
 * The country a national phone number is read in: the record's country (a customer's, a billing
 * company's) when it has one with a numbering plan, else the country of the user's site (the one
 * chosen, else the first linked), else the country of the first site. Undefined when none has a
 * numbering plan ("Autres"): then only international numbers are accepted.
 */
export const phoneRegionFor = async (
  db: DbOrTx,
  actor: Pick<Actor, 'currentSiteId' | 'linkedSiteIds'> | null,
  countryId: number | null | undefined,
): Promise<string | undefined> => {
  const own = countryId ? phoneRegion(await countryCode(db, countryId)) : undefined;
  if (own) return own;
  const siteIds = [actor?.currentSiteId ?? null, ...(actor?.linkedSiteIds ?? [])];
  for (const siteId of siteIds) {
    if (siteId === null) continue;
    const region = phoneRegion(await readSiteCountryCode(db, siteId));
    if (region) return region;
  }
  return phoneRegion(await readFirstSiteCountryCode(db));
};

/**
 * The E.164 normal form of a typed number, read in `region`; null after adding a 422 violation on
 * `path` when it is not a valid phone number.
 */
