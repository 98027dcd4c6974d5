import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { definePorts } from '../../platform/ports.ts';

/**
 * What the customers need of the modules above them (rentals, payments, invoicing read the
 * customers and so sit above them): a comment's rental site, whether a customer has rentals, and
 * the personal data's export and erasure, which span a customer's rentals, invoices and payments.
 * Provided by those modules at the app's registration (platform/ports.ts).
 */
export interface CustomersPorts {
  /** rentals: the site of rentals, by rental id. */
  readRentalSites: (db: DbOrTx, ids: number[]) => Promise<Map<number, number>>;
  /** rentals: the condition "the rental in `rentalId` is of one of these sites". */
  isRentalOfSites: (rentalId: AnyColumn, siteIds: number[]) => SQL;
  /** rentals: the customer has a rental (any state). */
  customerHasRentals: (db: DbOrTx, customerId: number) => Promise<boolean>;
  /** rentals: the rental summary of each customer that has rentals (all of them when null). */
  readCustomerRentalSummaries: (
    db: DbOrTx,
    customerIds: number[] | null,
  ) => Promise<Map<number, CustomerRentalSummary>>;
  /** rentals: a customer's rentals as their data export shows them, oldest first. */
  readCustomerRentals: (db: DbOrTx, customerId: number) => Promise<CustomerRental[]>;
  /** rentals: clears the free notes of a customer's rentals, in the caller's transaction. */
  clearRentalNotesOfCustomer: (tx: DbOrTx, customerId: number) => Promise<void>;
  /** invoicing: the invoices and credit notes of rentals, oldest first, by rental id. */
  readRentalInvoices: (db: DbOrTx, rentalIds: number[]) => Promise<Map<number, CustomerInvoice[]>>;
  /** payments: a rental's payments, oldest first. */
  readRentalPayments: (db: DbOrTx, rentalId: number) => Promise<CustomerPayment[]>;
}

export interface CustomerRentalSummary {
  customerId: number;
  lastEndsAt: Date;
  lastSiteId: number;
  inProgress: boolean;
  unpaid: boolean;
}

export interface CustomerRental {
  id: number;
  rentalTypeId: number;
  stateId: number;
  siteId: number;
  startDate: string;
  endDate: string;
  stayId: string | null;
  stayLink: string | null;
  emplacementName: string | null;
  allTaxesIncludedAmount: string;
  comments: string | null;
  createdAt: Date;
}

export interface CustomerInvoice {
  id: number;
  number: string;
  isCreditNote: boolean;
  invoiceStatus: { '@id': string; id: number; status: string };
  invoiceDate: string;
}

export interface CustomerPayment {
  id: number;
  amount: string;
  cashDeskName: string | null;
  paymentMethodName: string | null;
  activated: boolean;
  createdAt: Date;
}

const ports = definePorts<CustomersPorts>('customers');
/** A module above the customers provides its part (at the app's registration). */
export const provideCustomersPorts = ports.provide;
/** The port a customers' read or action asks for. */
export const customersPort = ports.port;
