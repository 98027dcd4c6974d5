import { type CommentRead, CustomerErrorCode, type commentCreate } from '@velodesk/contract/api/customers';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { comments, customers } from '../../db/schema/customers.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { rowExists } from '../../platform/references.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessCustomers } from './customers.access.ts';
import { toCommentReads } from './customers.presenter.ts';
import { selectComments } from './customers.repository.ts';

/**
 * Comments on a customer and/or a rental. The creator is always the signed-in user, whatever the
 * body says (spec §6); a user deletes only their own comments.
 */

export const commentCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: comments.id },
    'customer.id': { kind: 'int', column: comments.customerId },
    'rental.id': { kind: 'int', column: comments.rentalId },
    'createdBy.id': { kind: 'int', column: comments.createdById },
  },
  order: { id: comments.id, createdAt: comments.createdAt },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
  itemsPerPage: 30,
};

export const findComments = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessCustomers(actor);
  const db = dbOf(ctx);
  return findPage(
    commentCollection,
    query,
    (where) => ({
      rows: selectComments(db).where(where).$dynamic(),
      total: db.select({ count: count() }).from(comments).where(where),
    }),
    (rows) => toCommentReads(db, rows),
  );
};

const commentReadOf = async (db: AppContext['db'], id: number): Promise<CommentRead> => {
  const [row] = await selectComments(db).where(eq(comments.id, id));
  if (!row) throw notFound('Comment').withCode(CustomerErrorCode.commentNotFound);
  const [read] = await toCommentReads(db, [row]);
  return read!;
};

export const getComment = async (ctx: AppContext, actor: Actor, id: number) => {
  accessCustomers(actor);
  return commentReadOf(dbOf(ctx), id);
};

/**
 * A comment on a customer and/or a rental. The rental is kept as given: the rentals tables (and
 * the foreign key) come with the rentals module, which will check it then.
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
    if (customerId !== null && !(await rowExists(tx, customers, customerId))) {
      violations.push(violationOf('customer', `customer ${input.customer} does not exist.`));
    }
    if (violations.length > 0) throw unprocessable(violations);
    const [created] = await tx
      .insert(comments)
      .values({
        comment: input.comment,
        customerId,
        rentalId: input.rental ? idFromIri(input.rental) : null,
        createdById: actor.userId,
        createdAt: ctx.now(),
      })
      .returning({ id: comments.id });
    const [row] = await selectComments(tx).where(eq(comments.id, created!.id));
    const [read] = await toCommentReads(tx, [row!]);
    return read!;
  });

export const deleteComment = async (ctx: AppContext, actor: Actor, id: number): Promise<void> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const [row] = await tx.select().from(comments).where(eq(comments.id, id));
    if (!row) throw notFound('Comment').withCode(CustomerErrorCode.commentNotFound);
    if (row.createdById !== actor.userId) {
      throw forbidden('You may delete only your own comments.').withCode(CustomerErrorCode.notOwnComment);
    }
    await tx.delete(comments).where(eq(comments.id, id));
  });
