import {
  CatalogueErrorCode,
  type ProductHistoryCreate,
  type ProductHistoryRead,
  statusCommentRequired,
} from '@velodesk/contract/api/catalogue';
import { blankToNull } from '@velodesk/contract/fields';
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { and, eq } from 'drizzle-orm';
import { productHistories, productStatuses, products } from '../../db/schema/catalogue.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { unprocessable, violationOf } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessProduct, accessProductList, fleetFeature } from './catalogue.access.ts';
import { toHistoryReads } from './catalogue.presenter.ts';
import { countHistories, insertHistory, selectHistories } from './catalogue.repository.ts';

/** The history of products' statuses: read and written with planning, on the user's sites. */

export const historyCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: productHistories.id },
    'product.id': { kind: 'int', column: productHistories.productId },
    'product.internalNumber': { kind: 'exact', column: products.internalNumber },
    'newStatus.id': { kind: 'int', column: productHistories.newStatusId },
    createdAt: { kind: 'date', column: productHistories.createdAt },
  },
  order: { id: productHistories.id, createdAt: productHistories.createdAt },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
};

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
    const violations = await missingReferences(tx, [
      { field: 'oldStatus', table: productStatuses, id: oldStatusId, what: 'status' },
      { field: 'newStatus', table: productStatuses, id: newStatusId, what: 'status' },
    ]);
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
    const [row] = await selectHistories(tx).where(eq(productHistories.id, id));
    return (await toHistoryReads(tx, [row!]))[0]!;
  });
