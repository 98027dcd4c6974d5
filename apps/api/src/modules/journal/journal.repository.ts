import { asc, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { technicalEventHead, technicalEvents } from '../../db/schema/journal.ts';

/** The technical event journal's tables (migration 0017). */

export type TechnicalEventRow = typeof technicalEvents.$inferSelect;
export type HeadRow = typeof technicalEventHead.$inferSelect;

/** Locks the journal's head row until the transaction ends (made again if it was removed). */
export const lockJournalHead = async (tx: Tx): Promise<HeadRow> => {
  const rows = await tx.select().from(technicalEventHead).for('update');
  if (rows[0]) return rows[0];
  await tx.insert(technicalEventHead).values({ id: 1 }).onConflictDoNothing();
  return (await tx.select().from(technicalEventHead).for('update'))[0]!;
};

export const readJournalHead = async (db: DbOrTx): Promise<HeadRow | null> =>
  (await db.select().from(technicalEventHead))[0] ?? null;

export const insertEvent = async (tx: Tx, event: typeof technicalEvents.$inferInsert) => {
  await tx.insert(technicalEvents).values(event);
  await tx
    .update(technicalEventHead)
    .set({ lastSequence: event.sequence, lastHash: event.hash, lastOccurredAt: event.occurredAt })
    .where(sql`${technicalEventHead.id} = 1`);
};

/** Events after a sequence, in order (the verification's pages, the archive's journal). */
export const eventsAfter = (db: DbOrTx, afterSequence: number, limit: number): Promise<TechnicalEventRow[]> =>
  db
    .select()
    .from(technicalEvents)
    .where(gt(technicalEvents.sequence, afterSequence))
    .orderBy(asc(technicalEvents.sequence))
    .limit(limit);
