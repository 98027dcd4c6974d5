import { and, asc, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { siteTimeZoneOf } from '../sites/sites.api.ts';

/**
 * What the payments export (modules/exports) reads of payments: one page at a time, in id order
 * after a given id, so that an export of any size never holds more than a page. A payment belongs
 * to the day it was taken at its site (the site's time zone). The caller checked the actor's
 * access (ADMINISTRATEUR or FINANCE) and gives the sites it may see.
 */
export interface PaymentExportRow {
  id: number;
  /** yyyy-mm-dd at the payment's site. */
  paymentDate: string;
  siteId: number;
  rentalId: number;
  cashDeskName: string | null;
  paymentMethodName: string | null;
  paymentAccount: string | null;
  amount: string;
  activated: boolean;
  refundedPaymentId: number | null;
}

export interface PaymentExportPage {
  /** yyyy-mm-dd, both included. */
  startDate: string;
  endDate: string;
  /** null: every site. */
  siteIds: number[] | null;
  afterId: number;
  limit: number;
}

export const readPaymentExportPage = async (
  db: DbOrTx,
  page: PaymentExportPage,
): Promise<PaymentExportRow[]> => {
  const localDay = sql<string>`to_char((${payments.createdAt} at time zone ${siteTimeZoneOf(payments.siteId)})::date, 'YYYY-MM-DD')`;
  const conditions: SQL[] = [
    gt(payments.id, page.afterId),
    // A day's margin either side in UTC first (index-friendly), then the site's own day.
    sql`${payments.createdAt} >= (${page.startDate}::date - 1)::timestamptz`,
    sql`${payments.createdAt} < (${page.endDate}::date + 2)::timestamptz`,
    sql`${localDay} between ${page.startDate} and ${page.endDate}`,
  ];
  if (page.siteIds !== null) {
    if (page.siteIds.length === 0) return [];
    conditions.push(inArray(payments.siteId, page.siteIds));
  }
  return db
    .select({
      id: payments.id,
      paymentDate: localDay,
      siteId: payments.siteId,
      rentalId: payments.rentalId,
      cashDeskName: payments.cashDeskName,
      paymentMethodName: payments.paymentMethodName,
      paymentAccount: payments.paymentAccount,
      amount: payments.amount,
      activated: payments.activated,
      refundedPaymentId: payments.refundedPaymentId,
    })
    .from(payments)
    .where(and(...conditions))
    .orderBy(asc(payments.id))
    .limit(page.limit);
};
