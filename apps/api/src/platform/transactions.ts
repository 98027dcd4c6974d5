import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import type { LedgerAnchors } from './ledger-anchors.ts';
import type { LedgerKey } from './ledger-key.ts';

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

/**
 * The business action under way, carried across awaits: its transaction, the ledger key that signs
 * the links it appends, and what it asked to do once committed (the ledger's anchors outside the
 * database are written only for links that were committed).
 */
interface Action {
  tx: Tx;
  ledgerKey: LedgerKey | undefined;
  ledgerAnchors: LedgerAnchors | undefined;
  afterCommit: Array<() => void>;
}
const current = new AsyncLocalStorage<Action>();

/**
 * The service pattern's transaction (docs/decisions/rentals-transactions.md): the outermost call
 * opens one transaction (serializable unless told; retried on serialization failures and
 * deadlocks, so `work`
 * must not call other systems over HTTP); a service called from inside `work` JOINS it instead of
 * opening its own, so a business action that composes services is still all or nothing.
 */
export const transaction = async <T>(
  ctx: { db: Db; ledgerKey?: LedgerKey; ledgerAnchors?: LedgerAnchors | undefined },
  work: (tx: Tx) => Promise<T>,
  options: { isolation?: Isolation } = {},
): Promise<T> => {
  const joined = current.getStore();
  if (joined) return work(joined.tx);
  let afterCommit: Array<() => void> = [];
  const result = await inTransaction(
    ctx.db,
    (tx) => {
      afterCommit = []; // a retried attempt starts again
      return current.run(
        { tx, ledgerKey: ctx.ledgerKey, ledgerAnchors: ctx.ledgerAnchors, afterCommit },
        () => work(tx),
      );
    },
    options.isolation,
  );
  for (const done of afterCommit) done();
  return result;
};

/** The transaction under way, or the database: what a read inside or outside an action uses. */
export const dbOf = (ctx: { db: Db }): DbOrTx => current.getStore()?.tx ?? ctx.db;

/** The ledger key of the business action under way (appends to the ledger are signed with it). */
export const actionLedgerKey = (): LedgerKey => {
  const key = current.getStore()?.ledgerKey;
  if (!key) throw new Error('A ledger record is appended outside a business action holding the ledger key.');
  return key;
};

/** The signed-heads journal of the business action under way, if any. */
export const actionLedgerAnchors = (): LedgerAnchors | undefined => current.getStore()?.ledgerAnchors;

/** Runs `done` once the business action under way has committed (at once when there is none). */
export const afterCommit = (done: () => void): void => {
  const action = current.getStore();
  if (action) action.afterCommit.push(done);
  else done();
};
