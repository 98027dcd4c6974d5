import { CatalogueErrorCode } from '@velodesk/contract/api/catalogue';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productStatuses, products } from '../../db/schema/catalogue.ts';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf } from '../../platform/transactions.ts';
import { accessSignedIn } from './catalogue.access.ts';
import { toStatusRead } from './catalogue.presenter.ts';
import { insertHistory } from './catalogue.repository.ts';

/** Product statuses (docs/decisions/product-status-changes.md): the list, and a status change. */

export const statusCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: productStatuses.id },
    status: { kind: 'exact', column: productStatuses.status },
  },
  order: { id: productStatuses.id },
  defaultOrder: [['id', 'asc']],
};

/** GET /product_statuses. */
export const findStatuses = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const db = dbOf(ctx);
  return findPage(
    statusCollection,
    query,
    (where) => ({
      rows: db.select().from(productStatuses).where(where).$dynamic(),
      total: db.select({ count: count() }).from(productStatuses).where(where),
    }),
    (rows) => rows.map(toStatusRead),
  );
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
  const [current] = await tx
    .select({ statusId: products.statusId, siteId: products.siteId })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!current) throw notFound('Product').withCode(CatalogueErrorCode.productNotFound);
  if (actor) requireAccess(actor, 'login', { siteId: current.siteId });
  if (current.statusId === newStatusId) return { changed: false, oldStatusId: current.statusId };
  await tx.update(products).set({ statusId: newStatusId }).where(eq(products.id, productId));
  await insertHistory(tx, {
    productId,
    oldStatusId: current.statusId,
    newStatusId,
    comment,
    createdById: actor?.userId ?? null,
  });
  return { changed: true, oldStatusId: current.statusId };
};
