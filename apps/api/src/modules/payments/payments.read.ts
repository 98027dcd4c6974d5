import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { activePaidAmount, countsAsPaid } from './payments.repository.ts';

/**
 * What other modules (invoicing: the ledger chain and the invoices) may read of payments, in the
 * caller's transaction when one is under way. The caller checked the actor's access.
 */

/** The fields of payments that never change (what the ledger chain hashes), by id. */
export const readPaymentsForLedger = async (db: DbOrTx, ids: number[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, LedgerPayment>();
  const rows = await db
    .select({
      id: payments.id,
      siteId: payments.siteId,
      rentalId: payments.rentalId,
      cashDeskId: payments.cashDeskId,
      paymentMethodId: payments.paymentMethodId,
      amount: payments.amount,
      refundedPaymentId: payments.refundedPaymentId,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(inArray(payments.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};
export type LedgerPayment = {
  id: number;
  siteId: number;
  rentalId: number;
  cashDeskId: number;
  paymentMethodId: number;
  amount: string;
  refundedPaymentId: number | null;
  createdAt: Date;
};

/** What a rental has been paid (euros as a numeric string; payments.repository.ts `activePaidAmount`). */
export const readPaidAmount = (db: DbOrTx, rentalId: number): Promise<string> =>
  activePaidAmount(db, rentalId);

/** What each of these rentals has been paid (euros as numeric strings; absent: nothing). */
export const readPaidAmounts = async (db: DbOrTx, rentalIds: number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(rentalIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ rentalId: payments.rentalId, total: sql<string>`sum(${payments.amount})::text` })
    .from(payments)
    .where(and(inArray(payments.rentalId, unique), countsAsPaid))
    .groupBy(payments.rentalId);
  return new Map(rows.map((row) => [row.rentalId, row.total]));
};

/** What a rental (its id column, e.g. rentals.id) has been paid, as an SQL expression (euros). */
export const paidAmountSql = (rentalId: AnyColumn): SQL =>
  sql`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.rentalId} = ${rentalId} and ${countsAsPaid})`;

/** Every payment's id (the ledger verification checks each one is chained). */
export const readAllPaymentIds = async (db: DbOrTx): Promise<number[]> =>
  (await db.select({ id: payments.id }).from(payments).orderBy(payments.id)).map((row) => row.id);
