import { and, asc, count, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  durationTypes,
  pricings,
  pricingTypes,
  settingsDiscounts,
  taxes,
  taxRules,
} from '../../db/schema/pricing.ts';
import { countries } from '../../db/schema/reference.ts';
import { fidelityLevelOf } from '../customers/customers.api.ts';

/**
 * Drizzle queries of pricings, taxes and loyalty discounts. They read the pricing tables (and the
 * reference lists); companies, declinations and fidelity levels come from their modules' read APIs.
 */

export const selectTaxes = (db: DbOrTx) =>
  db
    .select({
      id: taxes.id,
      description: taxes.description,
      countryId: countries.id,
      countryName: countries.name,
      countryCode: countries.codeIso31662,
    })
    .from(taxes)
    .innerJoin(countries, eq(countries.id, taxes.countryId));
export const countTaxes = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(taxes)
    .innerJoin(countries, eq(countries.id, taxes.countryId))
    .where(where);
export type TaxRow = Awaited<ReturnType<typeof selectTaxes>>[number];

export const selectPricings = (db: DbOrTx) =>
  db
    .select({
      id: pricings.id,
      companyId: pricings.companyId,
      declinationId: pricings.declinationId,
      pricingTypeId: pricingTypes.id,
      pricingTypeDescription: pricingTypes.description,
      durationTypeId: durationTypes.id,
      durationTypeDescription: durationTypes.description,
      duration: pricings.duration,
      price: pricings.price,
      taxRuleId: taxRules.id,
      taxRuleDescription: taxRules.description,
    })
    .from(pricings)
    .innerJoin(pricingTypes, eq(pricingTypes.id, pricings.pricingTypeId))
    .innerJoin(durationTypes, eq(durationTypes.id, pricings.durationTypeId))
    .innerJoin(taxRules, eq(taxRules.id, pricings.taxRuleId));
export const countPricings = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ count: count() }).from(pricings).where(where);
export type PricingRow = Awaited<ReturnType<typeof selectPricings>>[number];

/** The pricing with the same rule key (declination, company, type, duration type, tax rule, duration). */
export const findSamePricing = async (
  db: DbOrTx,
  key: {
    declinationId: number;
    companyId: number;
    pricingTypeId: number;
    durationTypeId: number;
    taxRuleId: number;
    duration: number;
  },
  exceptId?: number,
) => {
  const rows = await db
    .select({ id: pricings.id })
    .from(pricings)
    .where(
      and(
        eq(pricings.declinationId, key.declinationId),
        eq(pricings.companyId, key.companyId),
        eq(pricings.pricingTypeId, key.pricingTypeId),
        eq(pricings.durationTypeId, key.durationTypeId),
        eq(pricings.taxRuleId, key.taxRuleId),
        eq(pricings.duration, key.duration),
        exceptId === undefined ? undefined : ne(pricings.id, exceptId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
};

export const selectDiscounts = (db: DbOrTx) =>
  db
    .select({
      id: settingsDiscounts.id,
      percentage: settingsDiscounts.percentage,
      startDate: settingsDiscounts.startDate,
      endDate: settingsDiscounts.endDate,
      fidelityId: settingsDiscounts.fidelityId,
    })
    .from(settingsDiscounts);
export const countDiscounts = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ count: count() }).from(settingsDiscounts).where(where);
export type DiscountRow = Awaited<ReturnType<typeof selectDiscounts>>[number];

/** A discount of the same level whose dates meet [startDate, endDate] (both ends included). */
export const findOverlappingDiscount = async (
  db: DbOrTx,
  fidelityId: number,
  startDate: string,
  endDate: string,
  exceptId?: number,
) => {
  const rows = await db
    .select({
      id: settingsDiscounts.id,
      startDate: settingsDiscounts.startDate,
      endDate: settingsDiscounts.endDate,
    })
    .from(settingsDiscounts)
    .where(
      and(
        eq(settingsDiscounts.fidelityId, fidelityId),
        lte(settingsDiscounts.startDate, endDate),
        gte(settingsDiscounts.endDate, startDate),
        exceptId === undefined ? undefined : ne(settingsDiscounts.id, exceptId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
};

/** The discount of a fidelity level in force on a date, if any. */
export const findDiscountOn = async (db: DbOrTx, level: number, date: string) => {
  const rows = await db
    .select({ percentage: settingsDiscounts.percentage })
    .from(settingsDiscounts)
    .where(
      and(
        eq(fidelityLevelOf(settingsDiscounts.fidelityId), level),
        lte(settingsDiscounts.startDate, date),
        gte(settingsDiscounts.endDate, date),
      ),
    )
    .orderBy(asc(settingsDiscounts.startDate))
    .limit(1);
  return rows[0] ?? null;
};

/** Pricing rows of a company for declinations, pricing types and one exact duration. */
export const selectPricingCandidates = (
  db: DbOrTx,
  filter: {
    companyId: number;
    declinationIds: number[];
    pricingTypeIds: number[] | null;
    durationTypeId: number;
    duration: number;
  },
) =>
  db
    .select({
      pricingId: pricings.id,
      declinationId: pricings.declinationId,
      pricingTypeId: pricings.pricingTypeId,
      price: pricings.price,
      taxRuleId: pricings.taxRuleId,
    })
    .from(pricings)
    .where(
      and(
        eq(pricings.companyId, filter.companyId),
        inArray(pricings.declinationId, filter.declinationIds),
        filter.pricingTypeIds ? inArray(pricings.pricingTypeId, filter.pricingTypeIds) : undefined,
        eq(pricings.durationTypeId, filter.durationTypeId),
        eq(pricings.duration, filter.duration),
      ),
    )
    .orderBy(asc(pricings.id));

/** A new tax: its id. */
export const insertTax = async (db: DbOrTx, values: { description: string; countryId: number }) => {
  const [created] = await db.insert(taxes).values(values).returning({ id: taxes.id });
  return created!.id;
};

/** A tax's description or country changed. */
export const updateTaxRow = async (
  db: DbOrTx,
  id: number,
  changes: { description?: string; countryId?: number },
) => {
  await db.update(taxes).set(changes).where(eq(taxes.id, id));
};

/** A new pricing: its id. */
export const insertPricing = async (db: DbOrTx, values: typeof pricings.$inferInsert) => {
  const [created] = await db.insert(pricings).values(values).returning({ id: pricings.id });
  return created!.id;
};

/** A pricing's changed values. */
export const updatePricingRow = async (
  db: DbOrTx,
  id: number,
  changed: Partial<typeof pricings.$inferInsert>,
) => {
  await db.update(pricings).set(changed).where(eq(pricings.id, id));
};

/** A pricing removed: the ids deleted (none when it did not exist). */
export const deletePricingRow = (db: DbOrTx, id: number) =>
  db.delete(pricings).where(eq(pricings.id, id)).returning({ id: pricings.id });

/** A new loyalty discount: its id. */
export const insertDiscount = async (db: DbOrTx, values: typeof settingsDiscounts.$inferInsert) => {
  const [created] = await db.insert(settingsDiscounts).values(values).returning({ id: settingsDiscounts.id });
  return created!.id;
};

/** A loyalty discount's changed values. */
export const updateDiscountRow = async (
  db: DbOrTx,
  id: number,
  changed: Partial<typeof settingsDiscounts.$inferInsert>,
) => {
  await db.update(settingsDiscounts).set(changed).where(eq(settingsDiscounts.id, id));
};

/** A loyalty discount removed: the ids deleted (none when it did not exist). */
export const deleteDiscountRow = (db: DbOrTx, id: number) =>
  db.delete(settingsDiscounts).where(eq(settingsDiscounts.id, id)).returning({ id: settingsDiscounts.id });
