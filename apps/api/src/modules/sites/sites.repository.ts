import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countries, currencies, huttosoftInstances } from '../../db/schema/reference.ts';
import { companies, sites } from '../../db/schema/sites.ts';

/** Drizzle queries of sites (with their country, currency, billing company and stay-system instance). */

export const siteCountries = alias(countries, 'site_country');

export const siteColumns = {
  id: sites.id,
  name: sites.name,
  huttosoftId: sites.huttosoftId,
  instanceId: huttosoftInstances.id,
  instanceName: huttosoftInstances.name,
  countryId: siteCountries.id,
  countryName: siteCountries.name,
  countryCode: siteCountries.codeIso31662,
  currencyId: currencies.id,
  currencyName: currencies.name,
  companyId: companies.id,
  companyName: companies.corporateName,
  sageCodeX3: sites.sageCodeX3,
  city: sites.city,
  timeZone: sites.timeZone,
  activated: sites.activated,
  explorerReduction: sites.explorerReduction,
};

export const selectSites = (db: DbOrTx) =>
  db
    .select(siteColumns)
    .from(sites)
    .innerJoin(siteCountries, eq(siteCountries.id, sites.countryId))
    .innerJoin(currencies, eq(currencies.id, sites.currencyId))
    .innerJoin(companies, eq(companies.id, sites.billingEntityId))
    .leftJoin(huttosoftInstances, eq(huttosoftInstances.id, sites.huttosoftInstanceId));
export type SiteRow = Awaited<ReturnType<typeof selectSites>>[number];

export const countSitesFrom = (
  db: DbOrTx,
  select: { count: ReturnType<typeof import('drizzle-orm').count> },
) =>
  db
    .select(select)
    .from(sites)
    .innerJoin(siteCountries, eq(siteCountries.id, sites.countryId))
    .innerJoin(currencies, eq(currencies.id, sites.currencyId))
    .innerJoin(companies, eq(companies.id, sites.billingEntityId))
    .leftJoin(huttosoftInstances, eq(huttosoftInstances.id, sites.huttosoftInstanceId));

/** Whether a site of this id exists. */
export const siteRowExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id)).limit(1)).length > 0;

/** Whether another site than `exceptId` has this name, whatever its case. */
export const siteNameUsed = async (db: DbOrTx, name: string, exceptId?: number): Promise<boolean> =>
  (
    await db
      .select({ id: sites.id })
      .from(sites)
      .where(
        and(
          sql`lower(${sites.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(sites.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;
/** A stay-system instance's row (a reference list). */
export type HuttosoftInstanceRow = typeof huttosoftInstances.$inferSelect;

/** A new site: its id. */
export const insertSite = async (db: DbOrTx, values: typeof sites.$inferInsert) => {
  const [created] = await db.insert(sites).values(values).returning({ id: sites.id });
  return created!.id;
};

/** A site's changed fields. */
export const updateSiteRow = async (db: DbOrTx, id: number, values: Partial<typeof sites.$inferInsert>) => {
  await db.update(sites).set(values).where(eq(sites.id, id));
};
