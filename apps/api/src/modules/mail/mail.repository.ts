import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/** Drizzle queries of the mail outbox. */

export const insertOutboxMessage = async (db: DbOrTx, values: typeof mailOutbox.$inferInsert) => {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
};

export const findOutboxMessage = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

export const markOutboxSent = (
  db: DbOrTx,
  id: number,
  values: { sentAt: Date; text: string; html: string | null },
) =>
  db
    .update(mailOutbox)
    .set({ ...values, error: null })
    .where(eq(mailOutbox.id, id));

export const markOutboxFailed = (db: DbOrTx, id: number, error: string) =>
  db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));

/** Messages (the user they concern is read from the access module: it may have been deleted). */
export const selectOutbox = (db: DbOrTx) => db.select().from(mailOutbox);
export type OutboxRow = Awaited<ReturnType<typeof selectOutbox>>[number];
