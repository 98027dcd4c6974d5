import { toCents } from '@velodesk/contract/pricing';
import { type AnyColumn, and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import { payments } from '../../db/schema/payments.ts';
import { countsAsPaid, settlesRental } from './payments.repository.ts';

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
      cashDeskName: payments.cashDeskName,
      paymentMethodId: payments.paymentMethodId,
      paymentMethodName: payments.paymentMethodName,
      paymentAccount: payments.paymentAccount,
      amount: payments.amount,
      refundedPaymentId: payments.refundedPaymentId,
      activated: payments.activated,
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
  cashDeskName: string | null;
  paymentMethodId: number;
  paymentMethodName: string | null;
  paymentAccount: string | null;
  amount: string;
  refundedPaymentId: number | null;
  activated: boolean;
  createdAt: Date;
};

/**
 * What settled a rental (euros as a numeric string), its invoice's paid amount: the payments
 * toward its price and the retention of a kept deposit, which settles the kept line
 * (payments.repository.ts `settlesRental`; the remaining amount leaves the retention out).
 */
export const readPaidAmount = async (db: DbOrTx, rentalId: number): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), settlesRental));
  return row?.total ?? '0';
};

/** What a rental (its id column, e.g. rentals.id) has been paid, as an SQL expression (euros). */
export const paidAmountSql = (rentalId: AnyColumn): SQL =>
  sql`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.rentalId} = ${rentalId} and ${countsAsPaid})`;

/** Every payment's id (the ledger verification checks each one is chained). */
export const readAllPaymentIds = async (db: DbOrTx): Promise<number[]> =>
  (await db.select({ id: payments.id }).from(payments).orderBy(payments.id)).map((row) => row.id);

/** The amount paid toward each rental's price (payments.repository.ts `countsAsPaid`), in cents. */
export const readPaidCents = async (db: DbOrTx, rentalIds: number[]): Promise<Map<number, number>> => {
  const unique = [...new Set(rentalIds)];
  if (unique.length === 0) return new Map();
  const rows =
    (await paidByRental(db, String(unique.length))?.execute(listValues(unique))) ??
    (await db
      .select({ rentalId: payments.rentalId, total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
      .from(payments)
      .where(and(inArray(payments.rentalId, unique), countsAsPaid))
      .groupBy(payments.rentalId));
  return new Map(rows.map((row) => [row.rentalId, toCents(row.total)]));
};
const paidByRental = preparedOn('paid_by_rental', (db, name, key) =>
  db
    .select({ rentalId: payments.rentalId, total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(inArray(payments.rentalId, listPlaceholders(key)), countsAsPaid))
    .groupBy(payments.rentalId)
    .prepare(name),
);

/** A rental's payments, oldest first (the rental answer's `payments`). */
export const readRentalPayments = (db: DbOrTx, rentalId: number) =>
  rentalPaymentsPrepared(db)?.execute({ rentalId }) ?? rentalPaymentsQuery(db, rentalId).execute();
const rentalPaymentsQuery = (db: DbOrTx, rentalId: number | Placeholder) =>
  db
    .select({
      id: payments.id,
      amount: payments.amount,
      cashDeskId: payments.cashDeskId,
      cashDeskName: payments.cashDeskName,
      paymentMethodId: payments.paymentMethodId,
      paymentMethodName: payments.paymentMethodName,
      activated: payments.activated,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.rentalId, rentalId))
    .orderBy(asc(payments.id));
const rentalPaymentsPrepared = preparedOn('rental_payments', (db, name) =>
  rentalPaymentsQuery(db, sql.placeholder('rentalId')).prepare(name),
);
