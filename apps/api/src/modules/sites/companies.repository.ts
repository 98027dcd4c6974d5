import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, currencies, displays } from '../../db/schema/reference.ts';
import { accountingPeriods, companies } from '../../db/schema/sites.ts';

/** Drizzle queries of billing companies and their accounting periods. */

export const selectCompanies = (db: DbOrTx) =>
  db
    .select({
      company: companies,
      currencyName: currencies.name,
      countryName: countries.name,
      countryCode: countries.codeIso31662,
      displayName: displays.name,
    })
    .from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.currencyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .innerJoin(displays, eq(displays.id, companies.displayId));
export const countCompanies = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.currencyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(where);
export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

export const periodsOfCompanies = (db: DbOrTx, companyIds: number[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(accountingPeriods)
        .where(inArray(accountingPeriods.companyId, companyIds))
        .orderBy(asc(accountingPeriods.startDate));

/** Another company with this e-mail (any case) or this phone (in its normal form, E.164). */
export const companyWith = async (
  db: DbOrTx,
  field: 'email' | 'phone',
  value: string,
  exceptId?: number,
): Promise<boolean> => {
  const condition =
    field === 'email' ? sql`lower(${companies.email}) = lower(${value})` : eq(companies.phone, value);
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(condition, exceptId === undefined ? undefined : ne(companies.id, exceptId)))
    .limit(1);
  return rows.length > 0;
};

export const selectPeriods = (db: DbOrTx) =>
  db
    .select({ period: accountingPeriods, corporateName: companies.corporateName })
    .from(accountingPeriods)
    .innerJoin(companies, eq(companies.id, accountingPeriods.companyId));
export const countPeriods = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ count: count() }).from(accountingPeriods).where(where);
export type PeriodRow = Awaited<ReturnType<typeof selectPeriods>>[number];

/** The company's latest period (by start date): a new one is chained after it. */
export const latestPeriod = async (db: DbOrTx, companyId: number) => {
  const [row] = await db
    .select()
    .from(accountingPeriods)
    .where(eq(accountingPeriods.companyId, companyId))
    .orderBy(desc(accountingPeriods.startDate))
    .limit(1);
  return row ?? null;
};

/** Whether a company of this id exists. */
export const companyRowExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1)).length > 0;

/** The company's time zone (a new site's default), or null when it does not exist. */
export const companyTimeZone = async (db: DbOrTx, id: number): Promise<string | null> =>
  (await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, id)))[0]
    ?.timeZone ?? null;

/** An accounting period's row. */
export type AccountingPeriodRow = typeof accountingPeriods.$inferSelect;

/** A new company's columns. */
export type NewCompany = typeof companies.$inferInsert;

/** A new company; its id. */
export const insertCompany = async (db: DbOrTx, values: NewCompany): Promise<number> => {
  const [created] = await db.insert(companies).values(values).returning({ id: companies.id });
  return created!.id;
};

/** Changes a company's columns (the fields left undefined stay). */
export const updateCompanyRow = async (
  db: DbOrTx,
  id: number,
  changes: Partial<NewCompany>,
): Promise<void> => {
  await db.update(companies).set(changes).where(eq(companies.id, id));
};

/** New accounting periods, in one statement; their ids in the order given. */
export const insertPeriods = async (
  db: DbOrTx,
  values: Array<typeof accountingPeriods.$inferInsert>,
): Promise<number[]> => {
  const created = await db.insert(accountingPeriods).values(values).returning({ id: accountingPeriods.id });
  return created.map((row) => row.id);
};
