import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbOrTx, Tx } from '../db/client.ts';

export type Isolation = 'serializable' | 'read committed';

const retryable = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '40001' || code === '40P01';
};

/**
 * One business action, one transaction: the callback's writes all land or none does.
 * Serializable isolation makes concurrent actions behave as if run one after the other; a
 * serialization failure is retried a few times before it reaches the caller.
 */
export const inTransaction = async <T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  isolationLevel: Isolation = 'serializable',
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, { isolationLevel });
    } catch (error) {
      if (retryable(error) && attempt < 5) continue;
      throw error;
    }
  }
};

/** The transaction the current business action runs in, carried across awaits. */
const current = new AsyncLocalStorage<Tx>();

/**
 * The service pattern's transaction (docs/decisions/rentals-transactions.md): the outermost call
 * opens one transaction (serializable unless told; retried on serialization failures and
 * deadlocks, so `work`
 * must not call other systems over HTTP); a service called from inside `work` JOINS it instead of
 * opening its own, so a business action that composes services is still all or nothing.
 */
export const transaction = async <T>(
  ctx: { db: Db },
  work: (tx: Tx) => Promise<T>,
  options: { isolation?: Isolation } = {},
): Promise<T> => {
  const joined = current.getStore();
  if (joined) return work(joined);
  return inTransaction(ctx.db, (tx) => current.run(tx, () => work(tx)), options.isolation);
};

/** The transaction under way, or the database: what a read inside or outside an action uses. */
export const dbOf = (ctx: { db: Db }): DbOrTx => current.getStore() ?? ctx.db;
