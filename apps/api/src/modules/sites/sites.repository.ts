import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  countries,
  currencies,
  huttosoftInstances,
  settingsUsers,
  sites,
  users,
} from '../../db/schema.ts';

/** Drizzle queries of sites and the users' current site. */

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

export const selectSettingsUsers = (db: DbOrTx) =>
  db
    .select({
      id: settingsUsers.id,
      siteId: sites.id,
      siteName: sites.name,
      userId: users.id,
      username: users.username,
    })
    .from(settingsUsers)
    .innerJoin(users, eq(users.id, settingsUsers.userId))
    .leftJoin(sites, eq(sites.id, settingsUsers.siteId));
