import { RentalState } from '@velodesk/contract/ids';
import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rentals } from '../../db/schema/rentals.ts';
import { rentalPort } from './rentals.ports.ts';
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
 * What the deposits module reads of a rental: its site, customer and state, in the caller's
 * transaction when one is under way; `lock` locks the rental's row until the transaction ends
 * (the deposit of one rental is then changed one after the other). The caller checks access.
 */
export interface RentalForDeposit {
  id: number;
  siteId: number;
  customerId: number;
  stateId: number;
}

export const readRentalForDeposit = async (
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<RentalForDeposit | null> => {
  const row = await findRentalRow(db, id, lock);
  return row ? { id: row.id, siteId: row.siteId, customerId: row.customerId, stateId: row.stateId } : null;
};

/** The products of a rental's lines (live or not), in the order of its lines: what its deposit covers. */
export const readRentalProductIds = async (db: DbOrTx, rentalId: number): Promise<number[]> =>
  (await linesOfRental(db, rentalId)).map((line) => line.productId);

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

// ---- customers' personal data (docs/decisions/personal-data.md) ----

/** What the retention and the erasure read of a customer's rentals. */
export interface CustomerRentalSummary {
  customerId: number;
  /** The end of the customer's latest rental (any state). */
  lastEndsAt: Date;
  /** The site of that latest rental. */
  lastSiteId: number;
  /** A reservation or contract not closed nor cancelled (new or in progress). */
  inProgress: boolean;
  /** A closed rental without a stay paid less than its total. */
  unpaid: boolean;
}

/** The rental summary of each customer that has rentals (all of them when `customerIds` is null). */
export const readCustomerRentalSummaries = async (
  db: DbOrTx,
  customerIds: number[] | null,
): Promise<Map<number, CustomerRentalSummary>> => {
  if (customerIds !== null && customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: rentals.customerId,
      lastEndsAt: sql<string>`max(${rentals.endsAt})::text`,
      lastSiteId: sql<number>`(array_agg(${rentals.siteId} order by ${rentals.endsAt} desc, ${rentals.id} desc))[1]`,
      inProgress: sql<boolean>`bool_or(${rentals.stateId} in (${RentalState.new}, ${RentalState.inProgress}))`,
      unpaid: sql<boolean>`bool_or(${rentals.stateId} = ${RentalState.validated} and coalesce(${rentals.stayId}, '') = '' and ${rentalPort('paidAmountSql')(rentals.id)} < ${rentals.allTaxesIncludedAmount})`,
    })
    .from(rentals)
    .where(customerIds === null ? undefined : inArray(rentals.customerId, customerIds))
    .groupBy(rentals.customerId);
  return new Map(
    rows.map((row) => [
      row.customerId,
      {
        customerId: row.customerId,
        lastEndsAt: new Date(row.lastEndsAt),
        lastSiteId: Number(row.lastSiteId),
        inProgress: Boolean(row.inProgress),
        unpaid: Boolean(row.unpaid),
      },
    ]),
  );
};

/** A customer's rentals as their data export shows them, oldest first. */
export const readCustomerRentals = (db: DbOrTx, customerId: number) =>
  db
    .select({
      id: rentals.id,
      rentalTypeId: rentals.rentalTypeId,
      stateId: rentals.stateId,
      siteId: rentals.siteId,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      stayId: rentals.stayId,
      stayLink: rentals.stayLink,
      emplacementName: rentals.emplacementName,
      allTaxesIncludedAmount: rentals.allTaxesIncludedAmount,
      comments: rentals.comments,
      createdAt: rentals.createdAt,
    })
    .from(rentals)
    .where(sql`${rentals.customerId} = ${customerId}`)
    .orderBy(rentals.id);

/**
 * Clears the free notes of a customer's rentals (they may speak of the person), in the caller's
 * transaction: the anonymisation's only write to rentals; dates, products and amounts stay.
 */
export const clearRentalNotesOfCustomer = async (tx: DbOrTx, customerId: number): Promise<void> => {
  await tx
    .update(rentals)
    .set({ comments: null })
    .where(sql`${rentals.customerId} = ${customerId} and ${rentals.comments} is not null`);
};
