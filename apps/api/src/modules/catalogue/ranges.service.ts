import {
  CatalogueErrorCode,
  type RangeCreate,
  type RangeRead,
  type RangeUpdate,
  rangeNameTaken,
} from '@velodesk/contract/api/catalogue';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, valueTaken } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, accessSignedIn, settingsFeature } from './catalogue.access.ts';
import { toRangeRead } from './catalogue.presenter.ts';
import { findRangeRow, insertRange, rangesNamed, renameRange } from './catalogue.repository.ts';
import { rangeCollection, rangePageOf } from './ranges.read.ts';

/**
 * Ranges (électrique, musculaire...): read by every signed-in user, written with application
 * settings; no DELETE (docs/decisions/ranges-and-declinations.md).
 */

export { rangeCollection } from './ranges.read.ts';

/** GET /ranges. */
export const findRanges = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findPage(rangeCollection, query, rangePageOf(dbOf(ctx)), (rows) => rows.map(toRangeRead));
};

const readRange = async (db: DbOrTx, id: number) => {
  const row = await findRangeRow(db, id);
  if (!row) throw notFound('Range').withCode(CatalogueErrorCode.rangeNotFound);
  return row;
};

/** GET /ranges/{id}. */
export const getRange = async (ctx: AppContext, actor: Actor, id: number): Promise<RangeRead> => {
  accessSignedIn(actor);
  return toRangeRead(await readRange(dbOf(ctx), id));
};

const rangeNameClash = (name: string) =>
  valueTaken('name', rangeNameTaken(name), CatalogueErrorCode.rangeNameTaken).withCode(
    CatalogueErrorCode.rangeNameTaken,
  );

/** Range names are unique whatever their case (the CSV import matches ranges that way). */
const assertRangeNameFree = async (db: DbOrTx, name: string, exceptId?: number) => {
  const [taken] = await rangesNamed(db, name, exceptId);
  if (taken) throw rangeNameClash(taken.name);
};

/** A clash that slipped past the check under concurrency gets the same answer as the check. */
const rethrowRangeClash =
  (name: string | undefined) =>
  (error: unknown): never => {
    if (uniqueViolation(error) === 'ranges_name_unique') throw rangeNameClash(name ?? '');
    throw error;
  };

/** POST /ranges: name required, trimmed, unique whatever its case (409 on name). */
export const createRange = async (ctx: AppContext, actor: Actor, input: RangeCreate): Promise<RangeRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    await assertRangeNameFree(tx, input.name);
    return toRangeRead(await insertRange(tx, input.name));
  }).catch(rethrowRangeClash(input.name));
};

/** PATCH /ranges/{id}: renames the range (its declinations and products follow). */
export const updateRange = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: RangeUpdate,
): Promise<RangeRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const current = await readRange(tx, id);
    if (input.name === undefined || input.name === current.name) return toRangeRead(current);
    await assertRangeNameFree(tx, input.name, id);
    return toRangeRead(await renameRange(tx, id, input.name));
  }).catch(rethrowRangeClash(input.name));
};
