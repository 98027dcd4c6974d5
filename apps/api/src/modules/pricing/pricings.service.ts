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
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { declinationExists } from '../catalogue/catalogue.api.ts';
import { companyExists } from '../sites/sites.api.ts';
import { accessFeature, settingsFeature } from './pricing.access.ts';
import { toPricingReads } from './pricing.presenter.ts';
import { deletePricingRow, findSamePricing, insertPricing, updatePricingRow } from './pricing.repository.ts';
import {
  findPricingRow,
  missingPricingReferences,
  pricingCollection,
  pricingPageOf,
  pricingRowsById,
} from './pricings.read.ts';

/**
 * Pricings (docs/decisions/pricing-lookup.md): the price of a declination for a billing company,
 * a pricing type and an exact duration, with its tax rule. Read and written with application
 * settings.
 */

export { pricingCollection } from './pricings.read.ts';

/** GET /pricings. */
export const findPricingRows = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, settingsFeature);
  const db = dbOf(ctx);
  return findPage(pricingCollection, query, pricingPageOf(db), (rows) => toPricingReads(db, rows));
};

const readPricing = async (db: DbOrTx, id: number): Promise<PricingRead> => {
  const rows = await pricingRowsById(db, id);
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
  violations.push(...(await missingPricingReferences(db, changed)));
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
    return readPricing(tx, await insertPricing(tx, values));
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
    const existing = await findPricingRow(tx, id);
    if (!existing) throw notFound('Pricing').withCode(PricingErrorCode.pricingNotFound);
    const changed = pricingValuesOf(input);
    const values: PricingValues = { ...existing, ...changed };
    await checkPricing(tx, values, changed, id);
    if (Object.keys(changed).length > 0) await updatePricingRow(tx, id, changed);
    return readPricing(tx, id);
  }).catch(rethrowPricingClash);
};

/** DELETE /pricings/{id}. */
export const deletePricing = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  accessFeature(actor, settingsFeature);
  await transaction(ctx, async (tx) => {
    const deleted = await deletePricingRow(tx, id);
    if (deleted.length === 0) throw notFound('Pricing').withCode(PricingErrorCode.pricingNotFound);
  });
};
