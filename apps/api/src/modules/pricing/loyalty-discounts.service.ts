import {
  discountDatesOutOfOrder,
  discountOverlaps,
  PricingErrorCode,
  type SettingsDiscountCreate,
  type SettingsDiscountRead,
  type SettingsDiscountUpdate,
} from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { fidelityExists } from '../customers/customers.api.ts';
import {
  discountCollection,
  discountPageOf,
  discountRowsById,
  findDiscountRow,
} from './loyalty-discounts.read.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './pricing.access.ts';
import { toDiscountReads } from './pricing.presenter.ts';
import {
  deleteDiscountRow,
  findOverlappingDiscount,
  insertDiscount,
  updateDiscountRow,
} from './pricing.repository.ts';

/**
 * Loyalty discounts (docs/decisions/loyalty-discounts-and-periods.md): a percentage for a
 * fidelity level over dates; two discounts of a level never meet. Read by every signed-in user
 * (the rental screens), written with application settings.
 */

export { discountCollection } from './loyalty-discounts.read.ts';

/** GET /settings_discounts. */
export const findDiscounts = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const db = dbOf(ctx);
  return findPage(discountCollection, query, discountPageOf(db), (rows) => toDiscountReads(db, rows));
};

const readDiscount = async (db: DbOrTx, id: number): Promise<SettingsDiscountRead> => {
  const rows = await discountRowsById(db, id);
  if (rows.length === 0) throw notFound('Loyalty discount').withCode(PricingErrorCode.discountNotFound);
  return (await toDiscountReads(db, rows))[0]!;
};

/** GET /settings_discounts/{id}. */
export const getDiscount = (ctx: AppContext, actor: Actor, id: number): Promise<SettingsDiscountRead> => {
  accessSignedIn(actor);
  return readDiscount(dbOf(ctx), id);
};

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
  if (fidelityChanged && !(await fidelityExists(db, values.fidelityId))) {
    throw unprocessable([violationOf('fidelity', 'This fidelity level does not exist.')]).withCode(
      PricingErrorCode.referenceNotFound,
    );
  }
  if (values.endDate < values.startDate) {
    throw unprocessable([
      violationOf('endDate', discountDatesOutOfOrder, PricingErrorCode.discountDatesOrder),
    ]).withCode(PricingErrorCode.discountDatesOrder);
  }
  const overlap = await findOverlappingDiscount(
    db,
    values.fidelityId,
    values.startDate,
    values.endDate,
    exceptId,
  );
  if (overlap) {
    throw unprocessable([
      violationOf(
        'startDate',
        `${discountOverlaps} (${overlap.startDate} to ${overlap.endDate})`,
        PricingErrorCode.discountOverlaps,
        { start: overlap.startDate, end: overlap.endDate },
      ),
    ]).withParams(PricingErrorCode.discountOverlaps, { start: overlap.startDate, end: overlap.endDate });
  }
};

/** POST /settings_discounts. */
export const createDiscount = async (
  ctx: AppContext,
  actor: Actor,
  input: SettingsDiscountCreate,
): Promise<SettingsDiscountRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const values: DiscountValues = {
      fidelityId: idFromIri(input.fidelity),
      percentage: formatCents(toCents(input.percentage)),
      startDate: input.startDate,
      endDate: input.endDate,
    };
    await checkDiscount(tx, values, true);
    return readDiscount(tx, await insertDiscount(tx, values));
  });
};

/** PATCH /settings_discounts/{id}. */
export const updateDiscount = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: SettingsDiscountUpdate,
): Promise<SettingsDiscountRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const existing = await findDiscountRow(tx, id);
    if (!existing) throw notFound('Loyalty discount').withCode(PricingErrorCode.discountNotFound);
    const changed: Partial<DiscountValues> = {};
    if (input.fidelity !== undefined) changed.fidelityId = idFromIri(input.fidelity);
    if (input.percentage !== undefined) changed.percentage = formatCents(toCents(input.percentage));
    if (input.startDate !== undefined) changed.startDate = input.startDate;
    if (input.endDate !== undefined) changed.endDate = input.endDate;
    await checkDiscount(tx, { ...existing, ...changed }, changed.fidelityId !== undefined, id);
    if (Object.keys(changed).length > 0) {
      await updateDiscountRow(tx, id, changed);
    }
    return readDiscount(tx, id);
  });
};

/** DELETE /settings_discounts/{id}. */
export const deleteDiscount = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  accessFeature(actor, settingsFeature);
  await transaction(ctx, async (tx) => {
    const deleted = await deleteDiscountRow(tx, id);
    if (deleted.length === 0) throw notFound('Loyalty discount').withCode(PricingErrorCode.discountNotFound);
  });
};
