import { CatalogueErrorCode } from '@velodesk/contract/api/catalogue';
import type { Tx } from '../../db/client.ts';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { accessSignedIn } from './catalogue.access.ts';
import { toStatusRead } from './catalogue.presenter.ts';
import { insertHistory, lockProductStatus, setProductStatus } from './catalogue.repository.ts';
import { statusCollection, statusPageOf } from './product-statuses.read.ts';

/** Product statuses (docs/decisions/product-status-changes.md): the list, and a status change. */

export { statusCollection } from './product-statuses.read.ts';

/** GET /product_statuses. */
export const findStatuses = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findPage(statusCollection, query, statusPageOf(dbOf(ctx)), (rows) => rows.map(toStatusRead));
};

/**
 * Changes a product's status and records the change in its history, as one step of the caller's
 * business action, in its transaction (`tx`): PATCH /products, closing a contract, replacing a
 * product. The caller's access call checked the action's permission; this step refuses a product
 * of a site the actor is not linked to. Does nothing when the status is already the one asked.
 */
export const changeProductStatus = async (
  tx: Tx,
  actor: Actor | null,
  productId: number,
  newStatusId: number,
  comment: string | null,
): Promise<{ changed: boolean; oldStatusId: number }> => {
  const current = await lockProductStatus(tx, productId);
  if (!current) throw notFound('Product').withCode(CatalogueErrorCode.productNotFound);
  if (actor) requireAccess(actor, 'login', { siteId: current.siteId });
  if (current.statusId === newStatusId) return { changed: false, oldStatusId: current.statusId };
  await setProductStatus(tx, productId, newStatusId);
  await insertHistory(tx, {
    productId,
    oldStatusId: current.statusId,
    newStatusId,
    comment,
    createdById: actor?.userId ?? null,
  });
  return { changed: true, oldStatusId: current.statusId };
};
