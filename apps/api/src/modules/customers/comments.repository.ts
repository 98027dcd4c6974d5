import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments } from '../../db/schema/customers.ts';
import { aboutCustomerOrRentals } from './comments.read.ts';

/** A new comment: its id. */
export const insertComment = async (db: DbOrTx, values: typeof comments.$inferInsert) => {
  const [created] = await db.insert(comments).values(values).returning({ id: comments.id });
  return created!.id;
};

/** A comment removed. */
export const deleteCommentRow = async (db: DbOrTx, id: number) => {
  await db.delete(comments).where(eq(comments.id, id));
};

/** The text of the comments about a customer (on it or its rentals) replaced. */
export const setCommentTextAbout = async (
  db: DbOrTx,
  customerId: number,
  rentalIds: number[],
  comment: string,
) => {
  await db.update(comments).set({ comment }).where(aboutCustomerOrRentals(customerId, rentalIds));
};
