import type {
  DepositAtStart,
  DepositRead,
  DepositSettle,
  DepositState,
  KeptReason,
} from '@velodesk/contract/api/deposits';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { definePorts } from '../../platform/ports.ts';
import type { RentalForPayment } from './rentals.read.ts';
import type { RentalRow } from './rentals.repository.ts';

/**
 * What the rentals need of the modules above them (payments, deposits, invoicing), provided by
 * those modules when the app is registered (domain-events.ts): the rentals declare what they ask
 * for and never import them, so no module cycle (docs/decisions/module-boundaries.md). The shapes
 * are the rentals' own: each provider's functions fit them.
 */
export interface RentalPorts {
  /** payments: the SQL of a rental's paid amount (active payments and reversals), for filters. */
  paidAmountSql: (rentalId: AnyColumn) => SQL;
  /** payments: the paid cents of rentals, by rental id. */
  readPaidCents: (db: DbOrTx, rentalIds: number[]) => Promise<Map<number, number>>;
  /** payments: a rental's payments, oldest first. */
  readRentalPayments: (db: DbOrTx, rentalId: number) => Promise<RentalPayment[]>;
  /** payments: nothing left to pay (exactly 0). */
  isFullyPaid: (tx: Tx, rental: RentalForPayment) => Promise<boolean>;
  /** invoicing: the invoices and credit notes of rentals, oldest first, by rental id. */
  readRentalInvoices: (db: DbOrTx, rentalIds: number[]) => Promise<Map<number, RentalInvoiceSummary[]>>;
  /** deposits: the deposits of rentals by rental id. */
  readDepositReads: (db: DbOrTx, rentalIds: number[]) => Promise<Map<number, DepositRead>>;
  /** deposits: bail and amountBail of rentals (the list's columns). */
  readDepositSummaries: (
    db: DbOrTx,
    rentalIds: number[],
  ) => Promise<Map<number, { bail: DepositState; amountBail: number }>>;
  /** deposits: the deposit taken or waived as the bikes leave, in the rental's transaction. */
  startContractDeposit: (
    ctx: AppContext,
    tx: Tx,
    actor: Actor,
    rental: RentalRow,
    input: DepositAtStart | undefined,
  ) => Promise<void>;
  /** deposits: the close's deposit part, in the close's transaction; the kept part, if any. */
  settleAtClose: (
    ctx: AppContext,
    tx: Tx,
    actor: Actor,
    rental: { id: number; siteId: number },
    input: DepositSettle | undefined,
  ) => Promise<{ cents: number; reason: KeptReason; comment: string | null } | null>;
}

export interface RentalPayment {
  id: number;
  amount: string;
  cashDeskId: number;
  cashDeskName: string | null;
  paymentMethodId: number;
  paymentMethodName: string | null;
  activated: boolean;
  createdAt: Date;
}

export interface RentalInvoiceSummary {
  '@id': string;
  id: number;
  number: string;
  invoiceType: { '@id': string; id: number; type: string };
  invoiceStatus: { '@id': string; id: number; status: string };
  invoiceDate: string;
  pdf: string | null;
}

const ports = definePorts<RentalPorts>('rentals');
/** A module above the rentals provides its part (at the app's registration). */
export const provideRentalPorts = ports.provide;
/** The port a rental read or action asks for. */
export const rentalPort = ports.port;
