import {
  type CreditNoteCreate,
  type InvoiceBuyer,
  InvoiceDescription,
  type InvoiceDetailRead,
  InvoiceErrorCode,
  type InvoiceSeller,
  InvoiceStatus,
  InvoiceType,
} from '@velodesk/contract/api/invoicing';
import { idFromIri } from '@velodesk/contract/hydra';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { siteToday } from '@velodesk/contract/site-day';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { readProducts } from '../catalogue/catalogue.api.ts';
import { readCustomers } from '../customers/customers.api.ts';
import type { KeptDeposit } from '../deposits/deposits.api.ts';
import { readPaidAmount } from '../payments/payments.api.ts';
import { readRentalForInvoice } from '../rentals/rentals.api.ts';
import { readCompanyIdentity, readSiteBilling } from '../sites/sites.api.ts';
import { contractLines, keptDepositLines, reversedLines, totalsOf } from './invoice-lines.ts';
import {
  invoiceCollection,
  invoicePageOf,
  readInvoiceStatusPage,
  readInvoiceTypePage,
} from './invoices.read.ts';
import { accessInvoices, accessSiteInvoice } from './invoicing.access.ts';
import { toInvoiceDetailRead, toInvoiceRead } from './invoicing.presenter.ts';
import {
  findInvoiceRow,
  type InvoiceRow,
  insertInvoice,
  invoiceOfRental,
  linesOfInvoices,
  markCancelled,
  type NewInvoiceLine,
  takeNextNumber,
} from './invoicing.repository.ts';
import { appendToLedger, chainStateChange } from './ledger.service.ts';

/**
 * Invoices and credit notes (rentals.md "Invoice list" and section 4; back-office.md "Finance
 * lists"): an invoice is issued when a contract without a stay is closed, in the close's
 * transaction; it is cancelled by a credit note (Avoir) that reverses it. Neither is ever edited
 * nor deleted, and each is a link of its company's ledger chain (docs/decisions/ledger-chain.md).
 */

const invoiceError = (code: string, description: string) =>
  new DomainError(409, 'Conflict', description).withCode(code);

/** The payment terms printed on every invoice (French mentions). */
export const paymentTerms =
  "Paiement comptant à la restitution du matériel, sans escompte pour paiement anticipé. En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal, et pour un client professionnel une indemnité forfaitaire pour frais de recouvrement de 40 €.";

const seriesPrefix = { [InvoiceType.invoice]: 'F', [InvoiceType.creditNote]: 'A' } as const;

/** F2026-000001: the type's letter, the year and the number in the series (docs/decisions/invoice-numbering.md). */
export const formatInvoiceNumber = (invoiceTypeId: 1 | 2, year: number, sequence: number) =>
  `${seriesPrefix[invoiceTypeId]}${year}-${String(sequence).padStart(6, '0')}`;

export const sellerOf = (
  company: NonNullable<Awaited<ReturnType<typeof readCompanyIdentity>>>,
): InvoiceSeller => {
  const siret = company.siret?.replace(/\s+/g, '') || null;
  return {
    corporateName: company.corporateName,
    socialStatus: company.socialStatus || null,
    capital: company.capital === null ? null : String(company.capital),
    siret,
    siren: siret && siret.length >= 9 ? siret.slice(0, 9) : null,
    vatNumber: company.vatNumber || null,
    address: company.address,
    zipCode: company.zipCode,
    city: company.city,
    countryCode: company.countryCode ?? null,
    email: company.email,
    phone: company.phone,
  };
};

export const buyerOf = async (tx: DbOrTx, customerId: number): Promise<InvoiceBuyer> => {
  const customer = (await readCustomers(tx, [customerId])).get(customerId);
  const name = customer
    ? [customer.civility?.description, customer.name, customer.lastname].filter(Boolean).join(' ')
    : `Client ${customerId}`;
  return {
    customerId,
    name: name || `Client ${customerId}`,
    address: [customer?.address, customer?.complement].filter(Boolean).join(', ') || null,
    city: customer?.city ?? null,
    countryCode: customer?.country?.codeIso31662 ?? null,
    vatNumber: customer?.tvaIntracom ?? null,
    email: customer?.email?.email ?? null,
    language: !customer?.language || customer.language.name === 'fr' ? 'fr' : 'en',
  };
};

/** Writes an invoice or credit note with a number of its series and appends it to the chain. */
const issue = async (
  tx: Tx,
  ctx: AppContext,
  invoice: {
    companyId: number;
    timeZone: string;
    invoiceTypeId: 1 | 2;
    siteId: number;
    rentalId: number;
    customerId: number;
    seller: InvoiceSeller;
    buyer: InvoiceBuyer;
    paidAmount: string;
    related: { id: number; number: string; date: string } | null;
    createdById: number | null;
  },
  lines: NewInvoiceLine[],
): Promise<number> => {
  const now = ctx.now();
  const invoiceDate = siteToday(invoice.timeZone, now);
  const year = Number(invoiceDate.slice(0, 4));
  const sequence = await takeNextNumber(tx, {
    companyId: invoice.companyId,
    year,
    invoiceTypeId: invoice.invoiceTypeId,
  });
  const { total } = totalsOf(lines);
  const id = await insertInvoice(
    tx,
    {
      companyId: invoice.companyId,
      siteId: invoice.siteId,
      rentalId: invoice.rentalId,
      customerId: invoice.customerId,
      invoiceTypeId: invoice.invoiceTypeId,
      invoiceStatusId: InvoiceStatus.validated,
      number: formatInvoiceNumber(invoice.invoiceTypeId, year, sequence),
      year,
      invoiceDate,
      relatedInvoiceId: invoice.related?.id ?? null,
      relatedInvoiceNumber: invoice.related?.number ?? null,
      relatedInvoiceDate: invoice.related?.date ?? null,
      seller: invoice.seller,
      buyer: invoice.buyer,
      paymentTerms,
      dutyFreeAmount: formatCents(total.dutyFree),
      taxAmount: formatCents(total.tax),
      allTaxesIncludedAmount: formatCents(total.allTaxesIncluded),
      paidAmount: invoice.paidAmount,
      createdById: invoice.createdById,
      createdAt: now,
    },
    lines,
  );
  await appendToLedger(tx, now, { companyId: invoice.companyId, recordType: 'invoice', recordId: id });
  return id;
};

/**
 * The invoice of a contract being closed, in the close's transaction (the rentals module calls it
 * once the contract is validated; it checked the actor's access). A contract with a stay is billed
 * with its stay: no invoice. Answers the invoice's id, or null.
 */
export const invoiceClosedContract = async (
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  rentalId: number,
  kept: KeptDeposit | null = null,
): Promise<number | null> => {
  const rental = await readRentalForInvoice(tx, rentalId);
  if (!rental) return null;
  // A stay's contract is billed with its stay; only a kept deposit is invoiced here (its own line).
  const billedWithStay = rental.invoicingDisabled || (rental.stayId ?? '') !== '';
  if (billedWithStay && !kept) return null;
  const existing = await invoiceOfRental(tx, rentalId, InvoiceType.invoice);
  if (existing) return existing.id;
  const billing = (await readSiteBilling(tx, rental.siteId))!;
  const company = (await readCompanyIdentity(tx, billing.companyId))!;
  const products = new Map(
    (
      await readProducts(
        tx,
        rental.lines.map((line) => line.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return issue(
    tx,
    ctx,
    {
      companyId: company.id,
      timeZone: company.timeZone,
      invoiceTypeId: InvoiceType.invoice,
      siteId: rental.siteId,
      rentalId,
      customerId: rental.customerId,
      seller: sellerOf(company),
      buyer: await buyerOf(tx, rental.customerId),
      // Payments toward the price and the retention settling the kept deposit; with a stay, the
      // retention only (the stay system bills the rental).
      paidAmount: billedWithStay
        ? formatCents(kept!.cents)
        : formatCents(toCents(await readPaidAmount(tx, rentalId))),
      related: null,
      createdById: actor.userId,
    },
    billedWithStay ? keptDepositLines(rental, kept!) : contractLines(rental, products, kept),
  );
};

// ---- reading ----

export { invoiceCollection, invoiceStatusCollection, invoiceTypeCollection } from './invoices.read.ts';

/** GET /invoices: filters id, number, type, status, activated, dates, rental.id; id desc; paged. */
export const findInvoices = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessInvoices(actor);
  const db = dbOf(ctx);
  return findPage(invoiceCollection, query, invoicePageOf(db, actor), (rows) => rows.map(toInvoiceRead));
};

/** The invoice of this id, after the actor's access to its site (404, then 403). */
export const readInvoiceFor = async (ctx: AppContext, actor: Actor, id: number): Promise<InvoiceRow> => {
  accessInvoices(actor);
  const row = await findInvoiceRow(dbOf(ctx), id);
  if (!row) throw notFound('Invoice');
  accessSiteInvoice(actor, row.siteId);
  return row;
};

/** GET /invoices/{id}. */
export const getInvoice = async (ctx: AppContext, actor: Actor, id: number): Promise<InvoiceDetailRead> => {
  const row = await readInvoiceFor(ctx, actor, id);
  return toInvoiceDetailRead(row, await linesOfInvoices(dbOf(ctx), [id]));
};

/** GET /invoice_types: 1 Facture, 2 Avoir. */
export const findInvoiceTypes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessInvoices(actor);
  return readInvoiceTypePage(dbOf(ctx), query);
};

/** GET /invoice_statuses: Nouveau, En cours, Validée, Facturée, Annulée. */
export const findInvoiceStatuses = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessInvoices(actor);
  return readInvoiceStatusPage(dbOf(ctx), query);
};

// ---- cancelling by a credit note ----

const assertCancellable = (row: InvoiceRow) => {
  if (row.invoiceTypeId === InvoiceType.creditNote) {
    throw invoiceError(
      InvoiceErrorCode.creditNoteNotCancellable,
      InvoiceDescription.creditNoteNotCancellable,
    );
  }
  if (row.invoiceStatusId === InvoiceStatus.cancelled || row.creditNoteId !== null) {
    throw invoiceError(InvoiceErrorCode.alreadyCancelled, InvoiceDescription.alreadyCancelled);
  }
  if (row.invoiceStatusId === InvoiceStatus.new) {
    throw invoiceError(InvoiceErrorCode.newNotCancellable, InvoiceDescription.newNotCancellable);
  }
};

/**
 * POST /invoices/create_credit: the invoice is cancelled by a credit note (Avoir) that names its
 * number and date and reverses its lines and totals; the invoice becomes Annulée. A credit note,
 * an invoice of status Nouveau and one already cancelled are refused (409). One transaction; two
 * concurrent cancellations of one invoice make one credit note.
 */
export const createCreditNote = async (
  ctx: AppContext,
  actor: Actor,
  input: CreditNoteCreate,
): Promise<InvoiceDetailRead> => {
  const invoiceId = idFromIri(input.invoice);
  const before = await readInvoiceFor(ctx, actor, invoiceId);
  assertCancellable(before);
  const id = await transaction(
    ctx,
    async (tx) => {
      const row = (await findInvoiceRow(tx, invoiceId, true))!;
      assertCancellable(row);
      const company = (await readCompanyIdentity(tx, row.companyId))!;
      const lines = await linesOfInvoices(tx, [invoiceId]);
      const creditId = await issue(
        tx,
        ctx,
        {
          companyId: row.companyId,
          timeZone: company.timeZone,
          invoiceTypeId: InvoiceType.creditNote,
          siteId: row.siteId,
          rentalId: row.rentalId,
          customerId: row.customerId,
          seller: row.seller as InvoiceSeller,
          buyer: row.buyer as InvoiceBuyer,
          paidAmount: '0.00',
          related: { id: row.id, number: row.number, date: row.invoiceDate },
          createdById: actor.userId,
        },
        reversedLines(lines),
      );
      await markCancelled(tx, invoiceId, InvoiceStatus.cancelled);
      await chainStateChange(tx, ctx.now(), {
        companyId: row.companyId,
        recordType: 'invoice',
        recordId: invoiceId,
        reason: 'cancelled-by-credit-note',
        before: { status: row.invoiceStatusId, activated: row.activated },
        after: { status: InvoiceStatus.cancelled, activated: false },
      });
      return creditId;
    },
    { isolation: 'read committed' },
  );
  const db = dbOf(ctx);
  return toInvoiceDetailRead((await findInvoiceRow(db, id))!, await linesOfInvoices(db, [id]));
};
