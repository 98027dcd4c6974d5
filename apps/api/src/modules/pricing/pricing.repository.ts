import { and, asc, count, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  countries,
  declinations,
  displays,
  durationTypes,
  fidelities,
  pricings,
  pricingTypes,
  ranges,
  settingsDiscounts,
  sites,
  taxes,
  taxRules,
} from '../../db/schema.ts';

/** Drizzle queries of pricings, taxes, tax rules and loyalty discounts. */

export const rowExists = async (db: DbOrTx, table: PgTable, idColumn: PgColumn, id: number) => {
  const rows = await db.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  return rows.length > 0;
};

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
      companyId: companies.id,
      corporateName: companies.corporateName,
      displayId: displays.id,
      displayName: displays.name,
      declinationId: declinations.id,
      rangeId: ranges.id,
      rangeName: ranges.name,
      model: declinations.model,
      size: declinations.size,
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
    .innerJoin(companies, eq(companies.id, pricings.companyId))
    .innerJoin(displays, eq(displays.id, companies.displayId))
    .innerJoin(declinations, eq(declinations.id, pricings.declinationId))
    .innerJoin(ranges, eq(ranges.id, declinations.rangeId))
    .innerJoin(pricingTypes, eq(pricingTypes.id, pricings.pricingTypeId))
    .innerJoin(durationTypes, eq(durationTypes.id, pricings.durationTypeId))
    .innerJoin(taxRules, eq(taxRules.id, pricings.taxRuleId));
export const countPricings = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(pricings)
    .innerJoin(declinations, eq(declinations.id, pricings.declinationId))
    .where(where);
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
      fidelityId: fidelities.id,
      level: fidelities.level,
    })
    .from(settingsDiscounts)
    .innerJoin(fidelities, eq(fidelities.id, settingsDiscounts.fidelityId));
export const countDiscounts = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(settingsDiscounts)
    .innerJoin(fidelities, eq(fidelities.id, settingsDiscounts.fidelityId))
    .where(where);
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
    .innerJoin(fidelities, eq(fidelities.id, settingsDiscounts.fidelityId))
    .where(
      and(
        eq(fidelities.level, level),
        lte(settingsDiscounts.startDate, date),
        gte(settingsDiscounts.endDate, date),
      ),
    )
    .orderBy(asc(settingsDiscounts.startDate))
    .limit(1);
  return rows[0] ?? null;
};

/** The site's billing company, country and time zone. */
export const findSiteBilling = async (db: DbOrTx, siteId: number) => {
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
