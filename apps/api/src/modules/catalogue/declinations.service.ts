import {
  CatalogueErrorCode,
  type DeclinationCreate,
  type DeclinationRead,
  type DeclinationUpdate,
  declinationBoundsOrder,
  declinationTaken,
  minAboveMax,
} from '@velodesk/contract/api/catalogue';
import { blankToNull } from '@velodesk/contract/fields';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './catalogue.access.ts';
import { toDeclinationRead } from './catalogue.presenter.ts';
import {
  countDeclinations,
  declinationsNamed,
  findDeclinationRow,
  findRangeRow,
  insertDeclination,
  selectDeclinations,
  updateDeclinationRow,
} from './catalogue.repository.ts';
import { declinationCollection } from './declinations.read.ts';

/**
 * Declinations: a model in one size of a range. Read by every signed-in user, written with
 * application settings; no DELETE (docs/decisions/ranges-and-declinations.md).
 */

export { declinationCollection } from './declinations.read.ts';

/** GET /declinations. */
export const findDeclinations = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const db = dbOf(ctx);
  return findPage(
    declinationCollection,
    query,
    (where) => ({
      rows: selectDeclinations(db).where(where).$dynamic(),
      total: countDeclinations(db, where),
    }),
    (rows) => rows.map(toDeclinationRead),
  );
};

const readDeclination = async (db: DbOrTx, id: number) => {
  const row = await findDeclinationRow(db, id);
  if (!row) throw notFound('Declination').withCode(CatalogueErrorCode.declinationNotFound);
  return row;
};

/** GET /declinations/{id}. */
export const getDeclination = async (ctx: AppContext, actor: Actor, id: number): Promise<DeclinationRead> => {
  accessSignedIn(actor);
  return toDeclinationRead(await readDeclination(dbOf(ctx), id));
};

type DeclinationKey = { range: string; model: string; size: string };

const declinationClash = (key: DeclinationKey | undefined) => {
  const message = key ? declinationTaken(key) : 'This model already exists in this size in the range.';
  return valueTaken('model', message, CatalogueErrorCode.declinationTaken).withCode(
    CatalogueErrorCode.declinationTaken,
  );
};

const rethrowDeclinationClash =
  (clash: { key?: DeclinationKey }) =>
  (error: unknown): never => {
    if (uniqueViolation(error) === 'declinations_range_id_model_size_unique') {
      throw declinationClash(clash.key);
    }
    throw error;
  };

/**
 * The rules of a declination's final values: the range exists (422), min <= max when both are
 * known (422 on the field sent), and (range, model, size) is free whatever the case (409 on model).
 */
const checkDeclination = async (
  db: DbOrTx,
  next: { rangeId: number; model: string; size: string; min: number | null; max: number | null },
  sent: { range: boolean; min: boolean; max: boolean },
  clash: { key?: DeclinationKey },
  exceptId?: number,
) => {
  const violations: Violation[] = [];
  const range = await findRangeRow(db, next.rangeId);
  let code: string = CatalogueErrorCode.declinationBoundsOrder;
  if (!range && sent.range) {
    violations.push(violationOf('range', 'This range does not exist.', CatalogueErrorCode.referenceNotFound));
    code = CatalogueErrorCode.referenceNotFound;
  }
  if (minAboveMax(next.min, next.max)) {
    const field = sent.max || !sent.min ? 'max' : 'min';
    violations.push(
      violationOf(field, declinationBoundsOrder[field], CatalogueErrorCode.declinationBoundsOrder),
    );
  }
  if (violations.length > 0) throw unprocessable(violations).withCode(code);
  clash.key = { range: range?.name ?? '', model: next.model, size: next.size };
  const [taken] = await declinationsNamed(db, next, exceptId);
  if (taken) throw declinationClash({ range: clash.key.range, model: taken.model, size: taken.size });
};

/** POST /declinations: a model in one size of an existing range. */
export const createDeclination = async (
  ctx: AppContext,
  actor: Actor,
  input: DeclinationCreate,
): Promise<DeclinationRead> => {
  accessFeature(actor, settingsFeature);
  const clash: { key?: DeclinationKey } = {};
  return transaction(ctx, async (tx) => {
    const values = {
      rangeId: idFromIri(input.range),
      model: input.model,
      size: input.size,
      min: input.min ?? null,
      max: input.max ?? null,
      unit: blankToNull(input.unit) ?? null,
      type: blankToNull(input.type) ?? null,
    };
    await checkDeclination(
      tx,
      values,
      { range: true, min: input.min != null, max: input.max != null },
      clash,
    );
    const createdId = await insertDeclination(tx, values);
    return toDeclinationRead(await readDeclination(tx, createdId));
  }).catch(rethrowDeclinationClash(clash));
};

/** PATCH /declinations/{id} (merge-patch): any field; null clears min, max, unit and type. */
export const updateDeclination = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: DeclinationUpdate,
): Promise<DeclinationRead> => {
  accessFeature(actor, settingsFeature);
  const clash: { key?: DeclinationKey } = {};
  return transaction(ctx, async (tx) => {
    const current = await readDeclination(tx, id);
    const changes = {
      rangeId: input.range === undefined ? undefined : idFromIri(input.range),
      model: input.model,
      size: input.size,
      min: input.min,
      max: input.max,
      unit: blankToNull(input.unit),
      type: blankToNull(input.type),
    };
    await checkDeclination(
      tx,
      {
        rangeId: changes.rangeId ?? current.rangeId,
        model: changes.model ?? current.model,
        size: changes.size ?? current.size,
        min: changes.min === undefined ? current.min : changes.min,
        max: changes.max === undefined ? current.max : changes.max,
      },
      { range: input.range !== undefined, min: input.min != null, max: input.max != null },
      clash,
      id,
    );
    if (Object.values(changes).some((value) => value !== undefined)) {
      await updateDeclinationRow(tx, id, changes);
    }
    return toDeclinationRead(await readDeclination(tx, id));
  }).catch(rethrowDeclinationClash(clash));
};
