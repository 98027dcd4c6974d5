import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema.ts';

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

export const outboxColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  userId: mailOutbox.userId,
  username: users.username,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  language: mailOutbox.language,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  error: mailOutbox.error,
};

/** Messages with the user they concern (left join: the user may have been deleted). */
export const selectOutbox = (db: DbOrTx) =>
  db.select(outboxColumns).from(mailOutbox).leftJoin(users, eq(users.id, mailOutbox.userId));
export type OutboxRow = Awaited<ReturnType<typeof selectOutbox>>[number];
