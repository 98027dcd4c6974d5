import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments } from '../../db/schema/customers.ts';

/** A new comment: its id. */
export const insertComment = async (db: DbOrTx, values: typeof comments.$inferInsert) => {
  const [created] = await db.insert(comments).values(values).returning({ id: comments.id });
  return created!.id;
};

/** A comment removed. */
export const deleteCommentRow = async (db: DbOrTx, id: number) => {
  await db.delete(comments).where(eq(comments.id, id));
};
