import {
  halfDayDurationIsOne,
  type PricingCreate,
  PricingErrorCode,
  type PricingRead,
  type PricingUpdate,
  pricingAlreadyExists,
} from '@velodesk/contract/api/pricing';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { DurationType } from '@velodesk/contract/ids';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { durationTypes, pricings, pricingTypes, taxRules } from '../../db/schema/pricing.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { declinationExists, isDeclinationOfRanges } from '../catalogue/catalogue.api.ts';
import { companyExists } from '../sites/sites.api.ts';
import { accessFeature, settingsFeature } from './pricing.access.ts';
import { toPricingReads } from './pricing.presenter.ts';
import { countPricings, findSamePricing, selectPricings } from './pricing.repository.ts';

/**
 * Pricings (docs/decisions/pricing-lookup.md): the price of a declination for a billing company,
 * a pricing type and an exact duration, with its tax rule. Read and written with application
 * settings.
 */

export const pricingCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: pricings.id },
    'company.id': { kind: 'int', column: pricings.companyId },
    'declination.id': { kind: 'int', column: pricings.declinationId },
    'declination.range.id': {
      kind: 'ids',
      where: (rangeIds) => isDeclinationOfRanges(pricings.declinationId, rangeIds),
    },
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

/** GET /pricings. */
export const findPricingRows = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, settingsFeature);
  const db = dbOf(ctx);
  return findPage(
    pricingCollection,
    query,
    (where) => ({ rows: selectPricings(db).where(where).$dynamic(), total: countPricings(db, where) }),
    (rows) => toPricingReads(db, rows),
  );
};

const readPricing = async (db: DbOrTx, id: number): Promise<PricingRead> => {
  const rows = await selectPricings(db).where(eq(pricings.id, id));
  if (rows.length === 0) throw notFound('Pricing').withCode(PricingErrorCode.pricingNotFound);
  return (await toPricingReads(db, rows))[0]!;
};

/** GET /pricings/{id}. */
export const getPricing = (ctx: AppContext, actor: Actor, id: number): Promise<PricingRead> => {
  accessFeature(actor, settingsFeature);
  return readPricing(dbOf(ctx), id);
};

const pricingExists = () =>
  valueTaken('declination', pricingAlreadyExists, PricingErrorCode.pricingExists).withCode(
    PricingErrorCode.pricingExists,
  );

interface PricingValues {
  companyId: number;
  declinationId: number;
  pricingTypeId: number;
  durationTypeId: number;
  duration: number;
  price: string;
  taxRuleId: number;
}

/** The references a pricing body changes exist: each missing one is a 422 violation on its field. */
const checkReferences = async (db: DbOrTx, changed: Partial<PricingValues>) => {
  const violations: Violation[] = [];
  if (changed.companyId !== undefined && !(await companyExists(db, changed.companyId))) {
    violations.push(violationOf('company', 'This company does not exist.'));
  }
  if (changed.declinationId !== undefined && !(await declinationExists(db, changed.declinationId))) {
    violations.push(violationOf('declination', 'This declination does not exist.'));
  }
  violations.push(
    ...(await missingReferences(db, [
      { field: 'pricingType', table: pricingTypes, id: changed.pricingTypeId, what: 'pricing type' },
      { field: 'durationType', table: durationTypes, id: changed.durationTypeId, what: 'duration type' },
      { field: 'taxRule', table: taxRules, id: changed.taxRuleId, what: 'tax rule' },
    ])),
  );
  if (violations.length > 0) throw unprocessable(violations).withCode(PricingErrorCode.referenceNotFound);
};

/** Every rule of a pricing row: references exist, half-day means duration 1, the rule key is unique. */
const checkPricing = async (
  db: DbOrTx,
  values: PricingValues,
  changed: Partial<PricingValues>,
  exceptId?: number,
) => {
  await checkReferences(db, changed);
  if (values.durationTypeId === DurationType.halfDay && values.duration !== 1) {
    throw unprocessable([
      violationOf('duration', halfDayDurationIsOne, PricingErrorCode.halfDayDuration),
    ]).withCode(PricingErrorCode.halfDayDuration);
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

/** POST /pricings. */
export const createPricing = async (
  ctx: AppContext,
  actor: Actor,
  input: PricingCreate,
): Promise<PricingRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const values = pricingValuesOf(input) as PricingValues;
    await checkPricing(tx, values, values);
    const [created] = await tx.insert(pricings).values(values).returning({ id: pricings.id });
    return readPricing(tx, created!.id);
  }).catch(rethrowPricingClash);
};

/** PATCH /pricings/{id}. */
export const updatePricing = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: PricingUpdate,
): Promise<PricingRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const [existing] = await tx.select().from(pricings).where(eq(pricings.id, id));
    if (!existing) throw notFound('Pricing').withCode(PricingErrorCode.pricingNotFound);
    const changed = pricingValuesOf(input);
    const values: PricingValues = { ...existing, ...changed };
    await checkPricing(tx, values, changed, id);
    if (Object.keys(changed).length > 0) await tx.update(pricings).set(changed).where(eq(pricings.id, id));
    return readPricing(tx, id);
  }).catch(rethrowPricingClash);
};

/** DELETE /pricings/{id}. */
export const deletePricing = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  accessFeature(actor, settingsFeature);
  await transaction(ctx, async (tx) => {
    const deleted = await tx.delete(pricings).where(eq(pricings.id, id)).returning({ id: pricings.id });
    if (deleted.length === 0) throw notFound('Pricing').withCode(PricingErrorCode.pricingNotFound);
  });
};
