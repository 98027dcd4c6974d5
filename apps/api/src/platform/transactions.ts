import type { Db, Tx } from '../db/client.ts';

/**
 * One business action, one transaction: the callback's writes all land or none does.
 * Serializable isolation makes concurrent actions behave as if run one after the other; a
 * serialization failure is retried a few times before it reaches the caller.
 */
export const inTransaction = async <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, { isolationLevel: 'serializable' });
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if ((code === '40001' || code === '40P01') && attempt < 5) continue;
      throw error;
    }
  }
};
