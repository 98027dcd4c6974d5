import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rentals } from '../../db/schema/rentals.ts';
import { localEnd, localStart } from './rentals.presenter.ts';
import { findRentalRow, linesOfRental, listedStates, selectRentals } from './rentals.repository.ts';

/**
 * What other modules (payments) may read of a rental, in the caller's transaction when one is
 * under way; `lock` locks the rental's row until the transaction ends (payments of one rental are
 * then taken one after the other). The caller checks the actor's access to its site.
 */
export interface RentalForPayment {
  id: number;
  siteId: number;
  rentalTypeId: number;
  stateId: number;
  stayId: string | null;
  /** Paid at the end of the stay: its payment may still be taken once it is closed. */
  fds?: boolean;
  /** Euros with 2 decimals, as stored. */
  allTaxesIncludedAmount: string;
}

export const readRentalForPayment = async (
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<RentalForPayment | null> => {
  const row = await findRentalRow(db, id, lock);
  return row
    ? {
        id: row.id,
        siteId: row.siteId,
        rentalTypeId: row.rentalTypeId,
        stateId: row.stateId,
        stayId: row.stayId,
        fds: row.fds,
        allTaxesIncludedAmount: String(row.allTaxesIncludedAmount),
      }
    : null;
};

/**
 * What the invoicing module reads of a contract to invoice it (in the close's transaction): its
 * site, customer, discount, stay, amounts and live lines with their prices. The caller checked
 * the actor's access.
 */
export interface RentalForInvoice {
  id: number;
  siteId: number;
  customerId: number;
  stayId: string | null;
  invoicingDisabled: boolean;
  discount: string;
  startDate: string;
  startPeriod: number;
  endDate: string;
  endPeriod: number;
  rentalTypeId: number;
  stateId: number;
  dutyFreeAmount: string;
  taxAmount: string;
  allTaxesIncludedAmount: string;
  emplacementName: string | null;
  lines: Array<{
    productId: number;
    dutyFreeAmount: string;
    taxAmount: string;
    allTaxesIncludedAmount: string;
    declinationPricingModels: unknown;
  }>;
}

export const readRentalForInvoice = async (db: DbOrTx, id: number): Promise<RentalForInvoice | null> => {
  const row = await findRentalRow(db, id);
  if (!row) return null;
  const lines = (await linesOfRental(db, id)).filter((line) => line.live);
  return {
    id: row.id,
    siteId: row.siteId,
    customerId: row.customerId,
    stayId: row.stayId,
    invoicingDisabled: row.invoicingDisabled,
    discount: String(row.discount),
    startDate: row.startDate,
    startPeriod: row.startPeriod,
    endDate: row.endDate,
    endPeriod: row.endPeriod,
    rentalTypeId: row.rentalTypeId,
    stateId: row.stateId,
    dutyFreeAmount: String(row.dutyFreeAmount),
    taxAmount: String(row.taxAmount),
    allTaxesIncludedAmount: String(row.allTaxesIncludedAmount),
    emplacementName: row.emplacementName,
    lines: lines.map((line) => ({
      productId: line.productId,
      dutyFreeAmount: String(line.dutyFreeAmount),
      taxAmount: String(line.taxAmount),
      allTaxesIncludedAmount: String(line.allTaxesIncludedAmount),
      declinationPricingModels: line.declinationPricingModels,
    })),
  };
};

// ---- the top-bar search (the search module checks the permission and passes the sites) ----

/** The largest rental number (an integer column). */
const maxRentalId = 2_147_483_647;

export interface RentalHit {
  id: number;
  rentalTypeId: number;
  stateId: number;
  /** Local date-times, as the rentals API answers them. */
  startDate: string;
  endDate: string;
  customerId: number;
  siteId: number;
}

/**
 * Rentals whose number starts with `digits` (the exact number first, then the newest), of these
 * sites (null: every site), never a failed one (state 5), at most `limit` (top-bar search). "12"
 * is 12, 120 to 129, 1200 to 1299…: ranges of the primary key, not a scan of every number as text.
 */
export const searchRentals = async (
  db: DbOrTx,
  digits: string,
  siteIds: number[] | null,
  limit: number,
): Promise<RentalHit[]> => {
  if (!/^[1-9]\d{0,9}$/.test(digits) || siteIds?.length === 0) return [];
  const exact = Number(digits);
  const ranges: SQL[] = [];
  for (let scale = 1; exact * scale <= maxRentalId; scale *= 10) {
    const low = exact * scale;
    const high = Math.min((exact + 1) * scale - 1, maxRentalId);
    ranges.push(scale === 1 ? sql`${rentals.id} = ${low}` : sql`${rentals.id} between ${low} and ${high}`);
  }
  const rows = await selectRentals(db)
    .where(
      and(
        sql`(${sql.join(ranges, sql` or `)})`,
        listedStates,
        siteIds === null ? undefined : inArray(rentals.siteId, siteIds),
      ),
    )
    .orderBy(sql`${rentals.id} = ${exact} desc`, desc(rentals.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    rentalTypeId: row.rentalTypeId,
    stateId: row.stateId,
    startDate: localStart(row.startDate, row.startPeriod),
    endDate: localEnd(row.endDate, row.endPeriod),
    customerId: row.customerId,
    siteId: row.siteId,
  }));
};
