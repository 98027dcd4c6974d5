import type {
  DisplayRead,
  DurationTypeRead,
  FidelityRead,
  PricingCreate,
  PricingRead,
  PricingTypeRead,
  PricingUpdate,
  SettingsDiscountCreate,
  SettingsDiscountRead,
  SettingsDiscountUpdate,
  TaxCreate,
  TaxRead,
  TaxUpdate,
} from '@velodesk/contract/api/pricing';
import {
  discountDatesOutOfOrder,
  discountOverlaps,
  halfDayDurationIsOne,
  pricingAlreadyExists,
} from '@velodesk/contract/api/pricing';
import type { Violation } from '@velodesk/contract/hydra';
import { idFromIri } from '@velodesk/contract/hydra';
import { DurationType } from '@velodesk/contract/ids';
import { formatCents, fromCents, toCents } from '@velodesk/contract/pricing';
import { count, eq, sql } from 'drizzle-orm';
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
  settingsDiscounts,
  taxes,
  taxRules,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  countDiscounts,
  countPricings,
  countTaxes,
  type DiscountRow,
  findOverlappingDiscount,
  findSamePricing,
  type PricingRow,
  rowExists,
  selectDiscounts,
  selectPricings,
  selectTaxes,
  type TaxRow,
} from './pricing.repository.ts';

/** Pricings, taxes, tax rules, loyalty discounts and their reference lists (DOMAIN.md "Pricing"). */

const amount = (value: string): number => fromCents(toCents(value));

/** Checks that each referenced record exists; the missing ones are 422 violations on their field. */
const assertReferences = async (
  db: DbOrTx,
  checks: Array<{ field: string; table: PgTable; id: PgColumn; value: number | undefined; what: string }>,
) => {
  const violations: Violation[] = [];
  for (const check of checks) {
    if (check.value === undefined) continue;
    if (!(await rowExists(db, check.table, check.id, check.value))) {
      violations.push(violationOf(check.field, `This ${check.what} does not exist.`));
    }
  }
  if (violations.length > 0) throw unprocessable(violations);
};

// ---- small reference lists: pricing types, duration types, displays, fidelities ----

const idOnly = (column: PgColumn): CollectionSpec => ({
  filters: { id: { kind: 'int', column } },
  order: { id: column },
  defaultOrder: [['id', 'asc']],
});
export const pricingTypeCollection = idOnly(pricingTypes.id);
export const durationTypeCollection = idOnly(durationTypes.id);
export const displayCollection = idOnly(displays.id);
export const fidelityCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: fidelities.id }, level: { kind: 'int', column: fidelities.level } },
  order: { id: fidelities.id, level: fidelities.level },
  defaultOrder: [['level', 'asc']],
};

export const findPricingTypes = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(pricingTypeCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(pricingTypes).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(pricingTypes).where(parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): PricingTypeRead => ({ '@id': ref('pricing_types', row.id), '@type': 'PricingType', ...row }),
  );
  return { parsed, members, total };
};

export const findDurationTypes = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(durationTypeCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(durationTypes).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(durationTypes).where(parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): DurationTypeRead => ({ '@id': ref('duration_types', row.id), '@type': 'DurationType', ...row }),
  );
  return { parsed, members, total };
};

export const findDisplays = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(displayCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(displays).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(displays).where(parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): DisplayRead => ({ '@id': ref('displays', row.id), '@type': 'Display', ...row }),
  );
  return { parsed, members, total };
};

export const findFidelities = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(fidelityCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(fidelities).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(fidelities).where(parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): FidelityRead => ({ '@id': ref('fidelities', row.id), '@type': 'Fidelity', ...row }),
  );
  return { parsed, members, total };
};

// ---- taxes (tax rules and their rates: tax-rules.service.ts) ----

/** `country=/api/countries/3` (an IRI), `country.id=3` or `country.codeIso31662=FR`. */
const countryFilters = (countryId: PgColumn) => ({
  country: { kind: 'exact' as const, column: sql`'/api/countries/' || ${countryId}` },
  'country.id': { kind: 'int' as const, column: countryId },
  'country.codeIso31662': { kind: 'exact' as const, column: countries.codeIso31662 },
});

export const taxCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxes.id },
    description: { kind: 'partial', column: taxes.description },
    'country.name': { kind: 'partial', column: countries.name },
    ...countryFilters(taxes.countryId),
  },
  order: { id: taxes.id, description: taxes.description, 'country.name': countries.name },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 10,
};

const toTaxRead = (row: TaxRow): TaxRead => ({
  '@id': ref('taxes', row.id),
  '@type': 'Tax',
  id: row.id,
  description: row.description,
  country: {
    '@id': ref('countries', row.countryId),
    id: row.countryId,
    name: row.countryName,
    codeIso31662: row.countryCode,
  },
});

export const findTaxes = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(taxCollection, query);
  const { rows, total } = await runPage(
    selectTaxes(ctx.db).where(parsed.where).$dynamic(),
    countTaxes(ctx.db, parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toTaxRead), total };
};

const readTax = async (db: DbOrTx, id: number): Promise<TaxRead> => {
  const [row] = await selectTaxes(db).where(eq(taxes.id, id));
  if (!row) throw notFound('Tax');
  return toTaxRead(row);
};

export const getTax = (ctx: AppContext, _actor: Actor, id: number) => readTax(ctx.db, id);

export const createTax = (ctx: AppContext, _actor: Actor, input: TaxCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const countryId = idFromIri(input.country);
    await assertReferences(tx, [
      { field: 'country', table: countries, id: countries.id, value: countryId, what: 'country' },
    ]);
    const [created] = await tx
      .insert(taxes)
      .values({ description: input.description, countryId })
      .returning();
    return readTax(tx, created!.id);
  });

export const updateTax = (ctx: AppContext, _actor: Actor, id: number, input: TaxUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    await readTax(tx, id);
    const countryId = input.country === undefined ? undefined : idFromIri(input.country);
    await assertReferences(tx, [
      { field: 'country', table: countries, id: countries.id, value: countryId, what: 'country' },
    ]);
    const changes = { description: input.description, countryId };
    if (Object.values(changes).some((v) => v !== undefined)) {
      await tx.update(taxes).set(changes).where(eq(taxes.id, id));
    }
    return readTax(tx, id);
  });

// ---- pricings ----

export const pricingCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: pricings.id },
    'company.id': { kind: 'int', column: pricings.companyId },
    'declination.id': { kind: 'int', column: pricings.declinationId },
    'declination.range.id': { kind: 'int', column: declinations.rangeId },
    'pricingType.id': { kind: 'int', column: pricings.pricingTypeId },
    'durationType.id': { kind: 'int', column: pricings.durationTypeId },
    'taxRule.id': { kind: 'int', column: pricings.taxRuleId },
    duration: { kind: 'int', column: pricings.duration },
  },
  order: {
    id: pricings.id,
    duration: pricings.duration,
    price: pricings.price,
    'pricingType.id': pricings.pricingTypeId,
    'durationType.id': pricings.durationTypeId,
  },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 10,
};

const toPricingRead = (row: PricingRow): PricingRead => ({
  '@id': ref('pricings', row.id),
  '@type': 'Pricing',
  id: row.id,
  company: {
    '@id': ref('companies', row.companyId),
    id: row.companyId,
    corporateName: row.corporateName,
    display: { '@id': ref('displays', row.displayId), id: row.displayId, name: row.displayName },
  },
  declination: {
    '@id': ref('declinations', row.declinationId),
    id: row.declinationId,
    range: { '@id': ref('ranges', row.rangeId), id: row.rangeId, name: row.rangeName },
    model: row.model,
    size: row.size,
  },
  pricingType: {
    '@id': ref('pricing_types', row.pricingTypeId),
    id: row.pricingTypeId,
    description: row.pricingTypeDescription,
  },
  durationType: {
    '@id': ref('duration_types', row.durationTypeId),
    id: row.durationTypeId,
    description: row.durationTypeDescription,
  },
  duration: row.duration,
  price: amount(row.price),
  taxRule: {
    '@id': ref('tax_rules', row.taxRuleId),
    id: row.taxRuleId,
    description: row.taxRuleDescription,
  },
});

export const findPricingRows = async (ctx: AppContext, _actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(pricingCollection, query);
  const { rows, total } = await runPage(
    selectPricings(ctx.db).where(parsed.where).$dynamic(),
    countPricings(ctx.db, parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toPricingRead), total };
};

const readPricing = async (db: DbOrTx, id: number): Promise<PricingRead> => {
  const [row] = await selectPricings(db).where(eq(pricings.id, id));
  if (!row) throw notFound('Pricing');
  return toPricingRead(row);
};

export const getPricing = (ctx: AppContext, _actor: Actor, id: number) => readPricing(ctx.db, id);

const pricingExists = () => valueTaken('declination', pricingAlreadyExists);

interface PricingValues {
  companyId: number;
  declinationId: number;
  pricingTypeId: number;
  durationTypeId: number;
  duration: number;
  price: string;
  taxRuleId: number;
}

/** Every rule of a pricing row: references exist, half-day means duration 1, the rule key is unique. */
const checkPricing = async (
  db: DbOrTx,
  values: PricingValues,
  changed: Partial<PricingValues>,
  exceptId?: number,
) => {
  await assertReferences(db, [
    { field: 'company', table: companies, id: companies.id, value: changed.companyId, what: 'company' },
    {
      field: 'declination',
      table: declinations,
      id: declinations.id,
      value: changed.declinationId,
      what: 'declination',
    },
    {
      field: 'pricingType',
      table: pricingTypes,
      id: pricingTypes.id,
      value: changed.pricingTypeId,
      what: 'pricing type',
    },
    {
      field: 'durationType',
      table: durationTypes,
      id: durationTypes.id,
      value: changed.durationTypeId,
      what: 'duration type',
    },
    { field: 'taxRule', table: taxRules, id: taxRules.id, value: changed.taxRuleId, what: 'tax rule' },
  ]);
  if (values.durationTypeId === DurationType.halfDay && values.duration !== 1) {
    throw unprocessable([violationOf('duration', halfDayDurationIsOne)]);
  }
  if (await findSamePricing(db, values, exceptId)) throw pricingExists();
};

const rethrowPricingClash = (error: unknown): never => {
  if (uniqueViolation(error) === 'pricings_unique_rule') throw pricingExists();
  throw error;
};

const pricingValuesOf = (input: PricingUpdate): Partial<PricingValues> => {
  const values: Partial<PricingValues> = {};
  if (input.company !== undefined) values.companyId = idFromIri(input.company);
  if (input.declination !== undefined) values.declinationId = idFromIri(input.declination);
  if (input.pricingType !== undefined) values.pricingTypeId = idFromIri(input.pricingType);
  if (input.durationType !== undefined) values.durationTypeId = idFromIri(input.durationType);
  if (input.duration !== undefined) values.duration = input.duration;
  if (input.price !== undefined) values.price = formatCents(toCents(input.price));
  if (input.taxRule !== undefined) values.taxRuleId = idFromIri(input.taxRule);
  return values;
};

export const createPricing = (ctx: AppContext, _actor: Actor, input: PricingCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const values = pricingValuesOf(input) as PricingValues;
    await checkPricing(tx, values, values);
    const [created] = await tx.insert(pricings).values(values).returning({ id: pricings.id });
    return readPricing(tx, created!.id);
  }).catch(rethrowPricingClash);

export const updatePricing = (ctx: AppContext, _actor: Actor, id: number, input: PricingUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    const [existing] = await tx.select().from(pricings).where(eq(pricings.id, id));
    if (!existing) throw notFound('Pricing');
    const changed = pricingValuesOf(input);
    const values: PricingValues = { ...existing, ...changed };
    await checkPricing(tx, values, changed, id);
    if (Object.keys(changed).length > 0) await tx.update(pricings).set(changed).where(eq(pricings.id, id));
    return readPricing(tx, id);
  }).catch(rethrowPricingClash);

export const deletePricing = (ctx: AppContext, _actor: Actor, id: number) =>
  inTransaction(ctx.db, async (tx) => {
    const deleted = await tx.delete(pricings).where(eq(pricings.id, id)).returning({ id: pricings.id });
    if (deleted.length === 0) throw notFound('Pricing');
  });

// ---- loyalty discounts (settings_discounts) ----

export const discountCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: settingsDiscounts.id },
    startDate: { kind: 'date', column: settingsDiscounts.startDate },
    endDate: { kind: 'date', column: settingsDiscounts.endDate },
    'fidelity.level': { kind: 'int', column: fidelities.level },
    'fidelity.id': { kind: 'int', column: fidelities.id },
  },
  order: {
    id: settingsDiscounts.id,
    percentage: settingsDiscounts.percentage,
    startDate: settingsDiscounts.startDate,
    endDate: settingsDiscounts.endDate,
    'fidelity.level': fidelities.level,
  },
  defaultOrder: [['id', 'desc']],
};

const toDiscountRead = (row: DiscountRow): SettingsDiscountRead => ({
  '@id': ref('settings_discounts', row.id),
  '@type': 'SettingsDiscount',
  id: row.id,
  percentage: amount(row.percentage),
  startDate: row.startDate,
  endDate: row.endDate,
  fidelity: { '@id': ref('fidelities', row.fidelityId), id: row.fidelityId, level: row.level },
});

export const findDiscounts = async (ctx: AppContext, _actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(discountCollection, query);
  const { rows, total } = await runPage(
    selectDiscounts(ctx.db).where(parsed.where).$dynamic(),
    countDiscounts(ctx.db, parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toDiscountRead), total };
};

const readDiscount = async (db: DbOrTx, id: number): Promise<SettingsDiscountRead> => {
  const [row] = await selectDiscounts(db).where(eq(settingsDiscounts.id, id));
  if (!row) throw notFound('Loyalty discount');
  return toDiscountRead(row);
};

export const getDiscount = (ctx: AppContext, _actor: Actor, id: number) => readDiscount(ctx.db, id);

interface DiscountValues {
  fidelityId: number;
  percentage: string;
  startDate: string;
  endDate: string;
}

/** Start not after end, and no other discount of the level in force on any of these dates. */
const checkDiscount = async (
  db: DbOrTx,
  values: DiscountValues,
  fidelityChanged: boolean,
  exceptId?: number,
) => {
  if (fidelityChanged) {
    await assertReferences(db, [
      {
        field: 'fidelity',
        table: fidelities,
        id: fidelities.id,
        value: values.fidelityId,
        what: 'fidelity level',
      },
    ]);
  }
  if (values.endDate < values.startDate)
    throw unprocessable([violationOf('endDate', discountDatesOutOfOrder)]);
  const overlap = await findOverlappingDiscount(
    db,
    values.fidelityId,
    values.startDate,
    values.endDate,
    exceptId,
  );
  if (overlap) {
    throw unprocessable([
      violationOf('startDate', `${discountOverlaps} (${overlap.startDate} to ${overlap.endDate})`),
    ]);
  }
};

export const createDiscount = (ctx: AppContext, _actor: Actor, input: SettingsDiscountCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const values: DiscountValues = {
      fidelityId: idFromIri(input.fidelity),
      percentage: formatCents(toCents(input.percentage)),
      startDate: input.startDate,
      endDate: input.endDate,
    };
    await checkDiscount(tx, values, true);
    const [created] = await tx
      .insert(settingsDiscounts)
      .values(values)
      .returning({ id: settingsDiscounts.id });
    return readDiscount(tx, created!.id);
  });

export const updateDiscount = (ctx: AppContext, _actor: Actor, id: number, input: SettingsDiscountUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    const [existing] = await tx.select().from(settingsDiscounts).where(eq(settingsDiscounts.id, id));
    if (!existing) throw notFound('Loyalty discount');
    const changed: Partial<DiscountValues> = {};
    if (input.fidelity !== undefined) changed.fidelityId = idFromIri(input.fidelity);
    if (input.percentage !== undefined) changed.percentage = formatCents(toCents(input.percentage));
    if (input.startDate !== undefined) changed.startDate = input.startDate;
    if (input.endDate !== undefined) changed.endDate = input.endDate;
    await checkDiscount(tx, { ...existing, ...changed }, changed.fidelityId !== undefined, id);
    if (Object.keys(changed).length > 0) {
      await tx.update(settingsDiscounts).set(changed).where(eq(settingsDiscounts.id, id));
    }
    return readDiscount(tx, id);
  });

export const deleteDiscount = (ctx: AppContext, _actor: Actor, id: number) =>
  inTransaction(ctx.db, async (tx) => {
    const deleted = await tx
      .delete(settingsDiscounts)
      .where(eq(settingsDiscounts.id, id))
      .returning({ id: settingsDiscounts.id });
    if (deleted.length === 0) throw notFound('Loyalty discount');
  });
