import { type CommentRead, CustomerErrorCode, type commentCreate } from '@velodesk/contract/api/customers';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../platform/access.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { commentCollection, commentPageOf, commentRowsById, findCommentRow } from './comments.read.ts';
import { deleteCommentRow, insertComment } from './comments.repository.ts';
import { accessCustomers } from './customers.access.ts';
import { customersPort } from './customers.ports.ts';
import { toCommentReads } from './customers.presenter.ts';
import { customerExists } from './customers.read.ts';

/**
 * Comments on a customer and/or a rental. The creator is always the signed-in user, whatever the
 * body says (spec §6); a user deletes only their own comments. A comment follows the site scope of
 * its rental (docs/decisions/comment-site-scope.md): on a rental of a site the user is not linked
 * to, it is left out of lists and answers 403 like the rental; customers are not site-scoped, so
 * a comment on a customer only is seen by every signed-in user.
 */

/** 403 when the comment's rental is of a site the actor is not linked to. */
const assertCanSeeRental = async (db: DbOrTx, actor: Actor, rentalId: number | null) => {
  if (rentalId === null || visibleSiteIds(actor) === null) return;
  const siteId = (await customersPort('readRentalSites')(db, [rentalId])).get(rentalId);
  if (siteId !== undefined) requireAccess(actor, 'login', { siteId });
};

export { commentCollection } from './comments.read.ts';

export const findComments = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessCustomers(actor);
  const db = dbOf(ctx);
  return findPage(commentCollection, query, commentPageOf(db, actor), (rows) => toCommentReads(db, rows));
};

export const getComment = async (ctx: AppContext, actor: Actor, id: number): Promise<CommentRead> => {
  accessCustomers(actor);
  const db = dbOf(ctx);
  const [row] = await commentRowsById(db, id);
  if (!row) throw notFound('Comment').withCode(CustomerErrorCode.commentNotFound);
  await assertCanSeeRental(db, actor, row.rentalId);
  const [read] = await toCommentReads(db, [row]);
  return read!;
};

/**
 * A comment on a customer and/or a rental: 422 when either does not exist, 403 when the rental is
 * of a site the user is not linked to.
 */
export const createComment = async (
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof commentCreate>,
): Promise<CommentRead> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const violations: Violation[] = [];
    if (!input.customer && !input.rental) {
      violations.push(violationOf('customer', 'A comment is on a customer or a rental: give one of them.'));
    }
    const customerId = input.customer ? idFromIri(input.customer) : null;
    if (customerId !== null && !(await customerExists(tx, customerId))) {
      violations.push(violationOf('customer', `customer ${input.customer} does not exist.`));
    }
    const rentalId = input.rental ? idFromIri(input.rental) : null;
    if (rentalId !== null) {
      const siteId = (await customersPort('readRentalSites')(tx, [rentalId])).get(rentalId);
      if (siteId === undefined)
        violations.push(violationOf('rental', `rental ${input.rental} does not exist.`));
      else requireAccess(actor, 'login', { siteId });
    }
    if (violations.length > 0) throw unprocessable(violations);
    const createdId = await insertComment(tx, {
      comment: input.comment,
      customerId,
      rentalId,
      createdById: actor.userId,
      createdAt: ctx.now(),
    });
    const [row] = await commentRowsById(tx, createdId);
    const [read] = await toCommentReads(tx, [row!]);
    return read!;
  });

export const deleteComment = async (ctx: AppContext, actor: Actor, id: number): Promise<void> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const row = await findCommentRow(tx, id);
    if (!row) throw notFound('Comment').withCode(CustomerErrorCode.commentNotFound);
    await assertCanSeeRental(tx, actor, row.rentalId);
    if (row.createdById !== actor.userId) {
      throw forbidden('You may delete only your own comments.').withCode(CustomerErrorCode.notOwnComment);
    }
    await deleteCommentRow(tx, id);
  });
