import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/access.ts';

/** Writes of the users administration. */

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<NewUser>;

/** A new user; its id. */
export const insertUser = async (db: DbOrTx, values: NewUser): Promise<number> => {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  return created!.id;
};

/** Changes a user's columns (the fields left undefined stay). */
export const updateUserRow = async (db: DbOrTx, id: number, changes: UserChanges): Promise<void> => {
  await db.update(users).set(changes).where(eq(users.id, id));
};

/** Deletes a user; fails with the database's foreign-key error (23503) when records still name them. */
export const deleteUserRow = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(users).where(eq(users.id, id));
};
