import {
  CatalogueErrorCode,
  type ProductHistoryCreate,
  type ProductHistoryRead,
  statusCommentRequired,
} from '@velodesk/contract/api/catalogue';
import { blankToNull } from '@velodesk/contract/fields';
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { and } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessProduct, accessProductList, fleetFeature } from './catalogue.access.ts';
import { toHistoryReads } from './catalogue.presenter.ts';
import {
  countHistories,
  findHistoryRow,
  insertHistory,
  missingStatuses,
  selectHistories,
} from './catalogue.repository.ts';
import { historyCollection } from './product-histories.read.ts';

/** The history of products' statuses: read and written with planning, on the user's sites. */

export { historyCollection } from './product-histories.read.ts';

/** GET /product_histories: the entries of the products of the sites the user sees. */
export const findHistories = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const scope = accessProductList(actor, fleetFeature);
  const db = dbOf(ctx);
  return findPage(
    historyCollection,
    query,
    (where) => ({
      rows: selectHistories(db).where(and(where, scope)).$dynamic(),
      total: countHistories(db, and(where, scope)),
    }),
    (rows) => toHistoryReads(db, rows),
  );
};

/**
 * POST /product_histories: an entry written by hand (PATCH /products already records its own
 * status changes). createdBy is always the signed-in user.
 */
export const createHistory = (
  ctx: AppContext,
  actor: Actor,
  input: ProductHistoryCreate,
): Promise<ProductHistoryRead> =>
  transaction(ctx, async (tx) => {
    const product = await accessProduct(ctx, actor, idFromIri(input.product), fleetFeature);
    const oldStatusId = idFromIri(input.oldStatus);
    const newStatusId = idFromIri(input.newStatus);
    const violations = await missingStatuses(tx, { oldStatus: oldStatusId, newStatus: newStatusId });
    let code: string = CatalogueErrorCode.referenceNotFound;
    const comment = blankToNull(input.comment) ?? null;
    if (newStatusId === ProductStatus.unavailable && oldStatusId !== newStatusId && !comment) {
      if (violations.length === 0) code = CatalogueErrorCode.statusCommentRequired;
      violations.push(
        violationOf('comment', statusCommentRequired, CatalogueErrorCode.statusCommentRequired),
      );
    }
    if (violations.length > 0) throw unprocessable(violations).withCode(code);
    const id = await insertHistory(tx, {
      productId: product.id,
      oldStatusId,
      newStatusId,
      comment,
      createdById: actor.userId,
    });
    const row = await findHistoryRow(tx, id);
    return (await toHistoryReads(tx, [row!]))[0]!;
  });
