import type { DepositRead, DepositState, KeptReason } from '@velodesk/contract/api/deposits';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { readUserNames } from '../access/access.api.ts';
import { depositsOf } from './deposits.repository.ts';

/** What other modules (rentals: the rental answer and list) read of deposits, in the caller's transaction when one is under way. */

export const emptyDepositRead: DepositRead = {
  state: 'none',
  amountRequired: 0,
  form: null,
  reference: null,
  documentKind: null,
  amountTaken: null,
  takenBy: null,
  takenAt: null,
  waivedReason: null,
  waivedBy: null,
  waivedAt: null,
  returnedAmount: null,
  keptAmount: null,
  keptReason: null,
  keptComment: null,
  settledBy: null,
  settledAt: null,
  receipt: null,
};

const euros = (value: string | null) => (value === null ? null : fromCents(toCents(value)));

/** The deposits of rentals by rental id (rentals without one are absent). */
export const readDepositReads = async (
  db: DbOrTx,
  rentalIds: number[],
): Promise<Map<number, DepositRead>> => {
  const rows = await depositsOf(db, rentalIds);
  const userIds = [...rows.values()].flatMap((row) =>
    [row.takenById, row.waivedById, row.settledById].filter((id): id is number => id !== null),
  );
  const users = await readUserNames(db, userIds);
  const user = (id: number | null) => (id === null ? null : { id, username: users.get(id)?.username ?? '' });
  return new Map(
    [...rows.values()].map((row) => [
      row.rentalId,
      {
        state: row.state as DepositState,
        amountRequired: fromCents(toCents(row.amountRequired)),
        form: row.form as DepositRead['form'],
        reference: row.reference,
        documentKind: row.documentKind,
        amountTaken: euros(row.amountTaken),
        takenBy: user(row.takenById),
        takenAt: row.takenAt?.toISOString() ?? null,
        waivedReason: row.waivedReason,
        waivedBy: user(row.waivedById),
        waivedAt: row.waivedAt?.toISOString() ?? null,
        returnedAmount: euros(row.returnedAmount),
        keptAmount: euros(row.keptAmount),
        keptReason: row.keptReason as KeptReason | null,
        keptComment: row.keptComment,
        settledBy: user(row.settledById),
        settledAt: row.settledAt?.toISOString() ?? null,
        receipt: row.settledAt ? `/api/rentals/${row.rentalId}/deposit/receipt` : null,
      },
    ]),
  );
};

/** bail and amountBail of rentals (the list's columns): none and 0 without a deposit. */
export const readDepositSummaries = async (
  db: DbOrTx,
  rentalIds: number[],
): Promise<Map<number, { bail: DepositState; amountBail: number }>> => {
  const rows = await depositsOf(db, rentalIds);
  return new Map(
    [...rows.values()].map((row) => [
      row.rentalId,
      { bail: row.state as DepositState, amountBail: fromCents(toCents(row.amountRequired)) },
    ]),
  );
};
