import type { SiteRead } from '@velodesk/contract/api/sites';
import { type AnyColumn, and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import { countries, displays } from '../../db/schema/reference.ts';
import { accountingPeriods, companies, sites } from '../../db/schema/sites.ts';
import { companyWith } from './companies.repository.ts';
import { toSiteRead } from './sites.presenter.ts';
import { selectSites, siteNameUsed } from './sites.repository.ts';

/**
 * What other modules (rentals) may read of a site, in the caller's transaction when one is under
 * way: its time zone, stay-system id, explorerReduction flag and billing company. The caller
 * checks the actor's access to the site.
 */
export const readSite = async (db: DbOrTx, id: number): Promise<SiteRead | null> => {
  const [row] = await selectSites(db).where(eq(sites.id, id));
  return row ? toSiteRead(row) : null;
};

// ---- read by the catalogue and pricing modules (added by issue 10; the caller checks access) ----

/** Whether a site of this id exists. */
export const siteExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id)).limit(1)).length > 0;

/** The names of these sites, by id. */
export const readSiteNames = async (db: DbOrTx, ids: number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows =
    (await siteNamesById(db, String(unique.length))?.execute(listValues(unique))) ??
    (await db.select({ id: sites.id, name: sites.name }).from(sites).where(inArray(sites.id, unique)));
  return new Map(rows.map((row) => [row.id, row.name]));
};
const siteNamesById = preparedOn('site_names_by_id', (db, name, key) =>
  db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(inArray(sites.id, listPlaceholders(key)))
    .prepare(name),
);

/** Every site's id and name (the product import matches sites by name). */
export const readAllSiteNames = (db: DbOrTx): Promise<Array<{ id: number; name: string }>> =>
  db.select({ id: sites.id, name: sites.name }).from(sites);

/** The name of the site whose id is in `siteId`, as an SQL expression (to sort another module's list). */
export const siteNameOf = (siteId: AnyColumn): SQL =>
  sql`(select ${sites.name} from ${sites} where ${sites.id} = ${siteId})`;

/** The time zone of the site whose id is in `siteId`, as an SQL expression (a payment's local day). */
export const siteTimeZoneOf = (siteId: AnyColumn): SQL =>
  sql`(select ${sites.timeZone} from ${sites} where ${sites.id} = ${siteId})`;

export interface CompanyAccounts {
  corporateName: string;
  rentalAccount: string | null;
  receivableAccount: string | null;
}

/** Every billing company's name and accounting accounts (the accounting export's columns). */
export const readCompanyAccounts = async (db: DbOrTx): Promise<Map<number, CompanyAccounts>> => {
  const rows = await db
    .select({
      id: companies.id,
      corporateName: companies.corporateName,
      rentalAccount: companies.rentalAccount,
      receivableAccount: companies.receivableAccount,
    })
    .from(companies);
  return new Map(rows.map((row) => [row.id, row]));
};

/** A site's billing company (and its price display), country and time zone: what prices depend on. */
export const readSiteBilling = async (db: DbOrTx, siteId: number) => {
  const rows = await db
    .select({
      siteId: sites.id,
      companyId: sites.billingEntityId,
      countryId: sites.countryId,
      timeZone: sites.timeZone,
      displayId: companies.displayId,
    })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.billingEntityId))
    .where(eq(sites.id, siteId));
  return rows[0] ?? null;
};

/** The time zones of the sites of these countries (a country's "today" is its sites' date). */
export const readSiteZones = (
  db: DbOrTx,
  countryIds: number[],
): Promise<Array<{ countryId: number; timeZone: string }>> =>
  countryIds.length === 0
    ? Promise.resolve([])
    : db
        .selectDistinct({ countryId: sites.countryId, timeZone: sites.timeZone })
        .from(sites)
        .where(inArray(sites.countryId, countryIds));

/** Whether a billing company of this id exists. */
export const companyExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1)).length > 0;

export interface CompanySummary {
  id: number;
  corporateName: string;
  displayId: number;
  displayName: string;
}

/** Billing companies by id: their name and price display (HT or TTC). */
export const readCompanies = async (db: DbOrTx, ids: number[]): Promise<Map<number, CompanySummary>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: companies.id,
      corporateName: companies.corporateName,
      displayId: displays.id,
      displayName: displays.name,
    })
    .from(companies)
    .innerJoin(displays, eq(displays.id, companies.displayId))
    .where(inArray(companies.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};

/** Whether one of the sites `amongIds` (null: any site) is linked to this stay-system site id. */
export const hasSiteOfStaySite = async (
  db: DbOrTx,
  staySiteId: string,
  amongIds: number[] | null,
): Promise<boolean> => {
  if (amongIds !== null && amongIds.length === 0) return false;
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(eq(sites.huttosoftId, staySiteId), amongIds === null ? undefined : inArray(sites.id, amongIds)),
    )
    .limit(1);
  return rows.length > 0;
};

/** The ISO code of a site's country (its phone numbering plan), or undefined when no such site. */
export const readSiteCountryCode = async (db: DbOrTx, siteId: number): Promise<string | undefined> =>
  (
    await db
      .select({ code: countries.codeIso31662 })
      .from(sites)
      .innerJoin(countries, eq(countries.id, sites.countryId))
      .where(eq(sites.id, siteId))
  )[0]?.code;

/** The ISO code of the country of the first site (by id), if any. */
export const readFirstSiteCountryCode = async (db: DbOrTx): Promise<string | undefined> =>
  (
    await db
      .select({ code: countries.codeIso31662 })
      .from(sites)
      .innerJoin(countries, eq(countries.id, sites.countryId))
      .orderBy(asc(sites.id))
      .limit(1)
  )[0]?.code;

/** How many sites exist (GET /count/site). */
export const countSites = async (db: DbOrTx): Promise<number> =>
  Number((await db.select({ count: count() }).from(sites))[0]?.count ?? 0);

/** Whether another site than `exceptId` has this name, whatever its case (uniqueness checks). */
export const isSiteNameUsed = (db: DbOrTx, name: string, exceptId?: number): Promise<boolean> =>
  siteNameUsed(db, name, exceptId);

/** Whether another company than `exceptId` has this e-mail, whatever its case (uniqueness checks). */
export const isCompanyEmailUsed = (db: DbOrTx, email: string, exceptId?: number): Promise<boolean> =>
  companyWith(db, 'email', email, exceptId);

/** Whether another company than `exceptId` has this phone (its normal form, E.164). */
export const isCompanyPhoneUsed = (db: DbOrTx, phone: string, exceptId?: number): Promise<boolean> =>
  companyWith(db, 'phone', phone, exceptId);

/** The country of a company (a phone of it is read there), or undefined when no such company. */
export const readCompanyCountryId = async (db: DbOrTx, id: number): Promise<number | undefined> =>
  (await db.select({ countryId: companies.countryId }).from(companies).where(eq(companies.id, id)))[0]
    ?.countryId;

/** A billing company's identity as an invoice prints it (invoicing reads it when it issues one). */
export const readCompanyIdentity = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({
        id: companies.id,
        corporateName: companies.corporateName,
        socialStatus: companies.socialStatus,
        capital: companies.capital,
        siret: companies.siret,
        vatNumber: companies.intraCommunityTvaNumber,
        address: companies.address,
        zipCode: companies.zipCode,
        city: companies.city,
        countryCode: countries.codeIso31662,
        timeZone: companies.timeZone,
        email: companies.email,
        phone: companies.phone,
      })
      .from(companies)
      .innerJoin(countries, eq(countries.id, companies.countryId))
      .where(eq(companies.id, id))
  )[0] ?? null;

/** Every billing company's id, name and time zone (the ledger keeps one chain per company). */
export const readAllCompanies = (db: DbOrTx) =>
  db
    .select({
      id: companies.id,
      corporateName: companies.corporateName,
      timeZone: companies.timeZone,
      accountingEmail: companies.accountingEmail,
    })
    .from(companies)
    .orderBy(asc(companies.id));

/** A company's accounting periods (yyyy-mm-dd), by start: the ledger's yearly closings follow them. */
export const readAccountingPeriods = (db: DbOrTx, companyId: number) =>
  db
    .select({ startDate: accountingPeriods.startDate, endDate: accountingPeriods.endDate })
    .from(accountingPeriods)
    .where(eq(accountingPeriods.companyId, companyId))
    .orderBy(asc(accountingPeriods.startDate));

/** The billing company of every site (the retention of personal data is the company's). */
export const readSiteCompanyIds = async (db: DbOrTx): Promise<Map<number, number>> =>
  new Map(
    (await db.select({ id: sites.id, companyId: sites.billingEntityId }).from(sites)).map((row) => [
      row.id,
      row.companyId,
    ]),
  );

/** Every billing company's id. */
export const readCompanyIds = async (db: DbOrTx): Promise<number[]> =>
  (await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map((row) => row.id);
