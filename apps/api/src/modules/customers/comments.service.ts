import type { CommentRead, commentCreate } from '@velodesk/contract/api/customers';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { comments } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { toCommentRead } from './customers.presenter.ts';
import { existingReference, selectComments } from './customers.repository.ts';

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

export const findComments = async (ctx: AppContext, _actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(commentCollection, query);
  const { rows, total } = await runPage(
    selectComments(ctx.db).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(comments).where(parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toCommentRead), total };
};

const commentReadOf = async (db: AppContext['db'], id: number): Promise<CommentRead> => {
  const [row] = await selectComments(db).where(eq(comments.id, id));
  if (!row) throw notFound('Comment');
  return toCommentRead(row);
};

export const getComment = async (ctx: AppContext, _actor: Actor, id: number) => commentReadOf(ctx.db, id);

/**
 * A comment on a customer and/or a rental. The rental is kept as given: the rentals tables (and
 * the foreign key) come with the rentals module, which will check it then.
 */
export const createComment = async (
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof commentCreate>,
): Promise<CommentRead> =>
  inTransaction(ctx.db, async (tx) => {
    const violations: Violation[] = [];
    if (!input.customer && !input.rental) {
      violations.push(violationOf('customer', 'A comment is on a customer or a rental: give one of them.'));
    }
    const customerId = input.customer ? idFromIri(input.customer) : null;
    if (customerId !== null && !(await existingReference(tx, 'customers', customerId))) {
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
    return toCommentRead(row!);
  });

export const deleteComment = async (ctx: AppContext, actor: Actor, id: number): Promise<void> =>
  inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, id));
    if (!row) throw notFound('Comment');
    if (row.createdById !== actor.userId) throw forbidden('You may delete only your own comments.');
    await tx.delete(comments).where(eq(comments.id, id));
  });
