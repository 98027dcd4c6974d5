import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import { depositRules, deposits } from '../../db/schema/deposits.ts';

/** The queries of the deposits module (its own two tables only). */

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type DepositRuleRow = typeof depositRules.$inferSelect;

export const findDeposit = async (db: DbOrTx, rentalId: number, lock = false): Promise<DepositRow | null> => {
  const query = db.select().from(deposits).where(eq(deposits.rentalId, rentalId));
  return (await (lock ? query.for('update') : query))[0] ?? null;
};

export const depositsOf = async (db: DbOrTx, rentalIds: number[]): Promise<Map<number, DepositRow>> => {
  const unique = [...new Set(rentalIds)];
  if (unique.length === 0) return new Map();
  const rows =
    (await depositsByRental(db, String(unique.length))?.execute(listValues(unique))) ??
    (await db.select().from(deposits).where(inArray(deposits.rentalId, unique)));
  return new Map(rows.map((row) => [row.rentalId, row]));
};
const depositsByRental = preparedOn('deposits_by_rental', (db, name, key) =>
  db
    .select()
    .from(deposits)
    .where(inArray(deposits.rentalId, listPlaceholders(key)))
    .prepare(name),
);

/** Creates the deposit of a rental (once) or answers the one it has, locked. */
export const ensureDeposit = async (tx: Tx, value: NewDeposit): Promise<DepositRow> => {
  await tx.insert(deposits).values(value).onConflictDoNothing();
  return (await findDeposit(tx, value.rentalId, true))!;
};

export const updateDeposit = (tx: Tx, rentalId: number, values: Partial<NewDeposit>) =>
  tx.update(deposits).set(values).where(eq(deposits.rentalId, rentalId));

export const rulesOfSite = (db: DbOrTx, siteId: number) =>
  db.select().from(depositRules).where(eq(depositRules.siteId, siteId)).orderBy(depositRules.id);

export const findRule = async (db: DbOrTx, id: number): Promise<DepositRuleRow | null> =>
  (await db.select().from(depositRules).where(eq(depositRules.id, id)))[0] ?? null;

export const heldOfSite = (db: DbOrTx, siteId: number) =>
  db
    .select()
    .from(deposits)
    .where(and(eq(deposits.siteId, siteId), eq(deposits.state, 'held')))
    .orderBy(deposits.takenAt, deposits.rentalId);

/** A new deposit rule: its row. */
export const insertDepositRule = async (db: DbOrTx, values: typeof depositRules.$inferInsert) => {
  const [row] = await db.insert(depositRules).values(values).returning();
  return row!;
};

/** A deposit rule's amount changed: its row (none when it does not exist). */
export const setDepositRuleAmount = async (db: DbOrTx, id: number, amount: string, updatedAt: Date) => {
  const [row] = await db
    .update(depositRules)
    .set({ amount, updatedAt })
    .where(eq(depositRules.id, id))
    .returning();
  return row;
};

/** A deposit rule removed. */
export const deleteDepositRuleRow = (db: DbOrTx, id: number) =>
  db.delete(depositRules).where(eq(depositRules.id, id));
