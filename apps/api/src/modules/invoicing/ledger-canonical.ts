import { createHash } from 'node:crypto';
import { toCents } from '@velodesk/contract/pricing';

/**
 * The canonical form of each link of the ledger chain (docs/decisions/ledger-chain.md): the JSON
 * text (JSON.stringify, no spaces, UTF-8) of an array of [name, value] pairs in a fixed order,
 * ending with the previous link's hash; amounts in integer cents, instants as ISO 8601 UTC with
 * milliseconds, absent values as null. The hash is the lowercase hex SHA-256 of that text.
 * Changing any of these forms breaks every existing chain: add a new version instead.
 */

export const canonicalVersion = 1;

export interface ChainPosition {
  companyId: number;
  sequence: number;
  previousHash: string | null;
}

export interface CanonicalInvoice {
  id: number;
  invoiceTypeId: number;
  number: string;
  invoiceDate: string;
  siteId: number;
  rentalId: number;
  customerId: number;
  relatedInvoiceNumber: string | null;
  dutyFreeAmount: string;
  taxAmount: string;
  allTaxesIncludedAmount: string;
  createdAt: Date;
  lines: Array<{
    position: number;
    description: string;
    quantity: number;
    unitPrice: string;
    vatRate: string;
    dutyFreeAmount: string;
    taxAmount: string;
    allTaxesIncludedAmount: string;
  }>;
}

export interface CanonicalPayment {
  id: number;
  siteId: number;
  rentalId: number;
  cashDeskId: number;
  paymentMethodId: number;
  amount: string;
  refundedPaymentId: number | null;
  createdAt: Date;
}

export interface CanonicalClosing {
  id: number;
  /** day, month or year: a month's or a year's closing also names its first day (migration 0017). */
  kind: string;
  periodStart: string | null;
  day: string;
  periodRecords: number;
  periodInvoices: string;
  periodCreditNotes: string;
  periodPayments: string;
  perpetualInvoices: string;
  perpetualCreditNotes: string;
  perpetualPayments: string;
  createdAt: Date;
}

type Pair = [string, string | number | null | Array<Array<string | number>>];

const head = (record: string, at: ChainPosition, id: number): Pair[] => [
  ['version', canonicalVersion],
  ['record', record],
  ['company', at.companyId],
  ['sequence', at.sequence],
  ['id', id],
];

const text = (pairs: Pair[], at: ChainPosition) => JSON.stringify([...pairs, ['previous', at.previousHash]]);

export const canonicalInvoice = (at: ChainPosition, invoice: CanonicalInvoice): string =>
  text(
    [
      ...head('invoice', at, invoice.id),
      ['type', invoice.invoiceTypeId],
      ['number', invoice.number],
      ['date', invoice.invoiceDate],
      ['site', invoice.siteId],
      ['rental', invoice.rentalId],
      ['customer', invoice.customerId],
      ['related', invoice.relatedInvoiceNumber],
      ['dutyFree', toCents(invoice.dutyFreeAmount)],
      ['tax', toCents(invoice.taxAmount)],
      ['total', toCents(invoice.allTaxesIncludedAmount)],
      [
        'lines',
        [...invoice.lines]
          .sort((a, b) => a.position - b.position)
          .map((line) => [
            line.position,
            line.description,
            line.quantity,
            toCents(line.unitPrice),
            toCents(line.vatRate),
            toCents(line.dutyFreeAmount),
            toCents(line.taxAmount),
            toCents(line.allTaxesIncludedAmount),
          ]),
      ],
      ['createdAt', invoice.createdAt.toISOString()],
    ],
    at,
  );

export const canonicalPayment = (at: ChainPosition, payment: CanonicalPayment): string =>
  text(
    [
      ...head('payment', at, payment.id),
      ['site', payment.siteId],
      ['rental', payment.rentalId],
      ['cashDesk', payment.cashDeskId],
      ['paymentMethod', payment.paymentMethodId],
      ['amount', toCents(payment.amount)],
      ['refundedPayment', payment.refundedPaymentId],
      ['createdAt', payment.createdAt.toISOString()],
    ],
    at,
  );

export const canonicalClosing = (at: ChainPosition, closing: CanonicalClosing): string =>
  text(
    [
      ...head('closing', at, closing.id),
      ['day', closing.day],
      ...(closing.kind === 'day'
        ? []
        : ([
            ['kind', closing.kind],
            ['from', closing.periodStart],
          ] as Pair[])),
      ['periodRecords', closing.periodRecords],
      ['periodInvoices', toCents(closing.periodInvoices)],
      ['periodCreditNotes', toCents(closing.periodCreditNotes)],
      ['periodPayments', toCents(closing.periodPayments)],
      ['perpetualInvoices', toCents(closing.perpetualInvoices)],
      ['perpetualCreditNotes', toCents(closing.perpetualCreditNotes)],
      ['perpetualPayments', toCents(closing.perpetualPayments)],
      ['createdAt', closing.createdAt.toISOString()],
    ],
    at,
  );

export const hashOf = (canonical: string): string =>
  createHash('sha256').update(canonical, 'utf8').digest('hex');
