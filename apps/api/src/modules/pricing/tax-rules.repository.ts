import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxRuleRates, taxRules } from '../../db/schema/pricing.ts';
import { countries } from '../../db/schema/reference.ts';

/** Drizzle queries of tax rules and their rates per country (docs/decisions/tax-rates.md). */

export const selectRules = (db: DbOrTx) =>
  db.select({ id: taxRules.id, description: taxRules.description }).from(taxRules);
export const countRules = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ count: count() }).from(taxRules).where(where);

/** Rules with a rate (any date) for one of these countries. */
export const rulesWithRateIn = (countryIds: number[]) =>
  sql`exists (select 1 from ${taxRuleRates} where ${taxRuleRates.taxRuleId} = ${taxRules.id} and ${inArray(
    taxRuleRates.countryId,
    countryIds,
  )})`;

export const selectRates = (db: DbOrTx) =>
  db
    .select({
      id: taxRuleRates.id,
      taxRuleId: taxRuleRates.taxRuleId,
      taxRuleDescription: taxRules.description,
      countryId: taxRuleRates.countryId,
      countryName: countries.name,
      countryCode: countries.codeIso31662,
      rate: taxRuleRates.rate,
      validFrom: taxRuleRates.validFrom,
    })
    .from(taxRuleRates)
    .innerJoin(taxRules, eq(taxRules.id, taxRuleRates.taxRuleId))
    .innerJoin(countries, eq(countries.id, taxRuleRates.countryId));
export type RateRow = Awaited<ReturnType<typeof selectRates>>[number];
export const countRates = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(taxRuleRates)
    .innerJoin(taxRules, eq(taxRules.id, taxRuleRates.taxRuleId))
    .innerJoin(countries, eq(countries.id, taxRuleRates.countryId))
    .where(where);

/** Every rate of these rules, by country then date. */
export const ratesOfRules = (db: DbOrTx, ruleIds: number[]) =>
  ruleIds.length === 0
    ? Promise.resolve([] as RateRow[])
    : selectRates(db)
        .where(inArray(taxRuleRates.taxRuleId, ruleIds))
        .orderBy(asc(countries.name), asc(taxRuleRates.countryId), asc(taxRuleRates.validFrom));

/** The rate of a rule and country from exactly this date, other than `exceptId`. */
export const findRateFrom = async (
  db: DbOrTx,
  key: { taxRuleId: number; countryId: number; validFrom: string },
  exceptId?: number,
) => {
  const rows = await db
    .select({ id: taxRuleRates.id })
    .from(taxRuleRates)
    .where(
      and(
        eq(taxRuleRates.taxRuleId, key.taxRuleId),
        eq(taxRuleRates.countryId, key.countryId),
        eq(taxRuleRates.validFrom, key.validFrom),
        exceptId === undefined ? undefined : ne(taxRuleRates.id, exceptId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
};

/** A rule with this description whatever the case, other than `exceptId`. */
export const findRuleNamed = async (db: DbOrTx, description: string, exceptId?: number) => {
  const rows = await db
    .select({ id: taxRules.id })
    .from(taxRules)
    .where(
      and(
        sql`lower(${taxRules.description}) = lower(${description})`,
        exceptId === undefined ? undefined : ne(taxRules.id, exceptId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
};

/** The rates of rules (by id) for one country, for the price lookup. */
export const ratesForCountry = (db: DbOrTx, ruleIds: number[], countryId: number) =>
  ruleIds.length === 0
    ? Promise.resolve([] as Array<{ taxRuleId: number; rate: string; validFrom: string }>)
    : db
        .select({
          taxRuleId: taxRuleRates.taxRuleId,
          rate: taxRuleRates.rate,
          validFrom: taxRuleRates.validFrom,
        })
        .from(taxRuleRates)
        .where(and(inArray(taxRuleRates.taxRuleId, ruleIds), eq(taxRuleRates.countryId, countryId)));

/** A new tax rule: its id. */
export const insertTaxRule = async (db: DbOrTx, description: string) => {
  const [created] = await db.insert(taxRules).values({ description }).returning({ id: taxRules.id });
  return created!.id;
};

/** A tax rule renamed. */
export const renameTaxRuleRow = async (db: DbOrTx, id: number, description: string) => {
  await db.update(taxRules).set({ description }).where(eq(taxRules.id, id));
};

/** A new rate of a rule for a country: its id. */
export const insertRate = async (
  db: DbOrTx,
  values: { taxRuleId: number; countryId: number; validFrom: string; rate: string },
) => {
  const [created] = await db.insert(taxRuleRates).values(values).returning({ id: taxRuleRates.id });
  return created!.id;
};

/** A rate still to come corrected. */
export const updateRateRow = async (
  db: DbOrTx,
  id: number,
  changed: { rate?: string; validFrom?: string },
) => {
  await db.update(taxRuleRates).set(changed).where(eq(taxRuleRates.id, id));
};

/** A rate still to come removed. */
export const deleteRateRow = async (db: DbOrTx, id: number) => {
  await db.delete(taxRuleRates).where(eq(taxRuleRates.id, id));
};
