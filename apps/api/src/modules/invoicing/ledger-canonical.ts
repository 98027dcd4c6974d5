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

// ---- version 2: signed links, every field a document shows, changes of state as records ----

/**
 * Version 2 (docs/decisions/ledger-signature.md): version 1's fields plus everything a document or
 * an export shows (the invoice's seller and buyer copies, terms, paid amount, related invoice; the
 * payment's cash desk and method names and account), and the record's state at its link (invoice:
 * status and activated; payment: activated and the payment it is linked to). A later change of that
 * state is a record of its own (`canonicalChange`), so the link stays true: the verification reads
 * a record's state at its link as the `before` of its first chained change.
 */
export const signedVersion = 2;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON value with its object keys sorted, at every depth: one text for one value. */
export const sortedJson = (value: unknown): Json => {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value !== null && typeof value === 'object') {
    const sorted: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort())
      sorted[key] = sortedJson((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return (value ?? null) as Json;
};

type Pair2 = [string, Json];

const head2 = (record: string, at: ChainPosition, id: number): Pair2[] => [
  ['version', signedVersion],
  ['record', record],
  ['company', at.companyId],
  ['sequence', at.sequence],
  ['id', id],
];

const text2 = (pairs: Pair2[], at: ChainPosition) =>
  JSON.stringify([...pairs, ['previous', at.previousHash]]);

/** The state of an invoice a later record may change. */
export interface InvoiceState {
  status: number;
  activated: boolean;
}
/** The state of a payment a later record may change. */
export interface PaymentState {
  activated: boolean;
  refundedPayment: number | null;
}

export interface CanonicalInvoiceV2 extends CanonicalInvoice {
  relatedInvoiceId: number | null;
  relatedInvoiceDate: string | null;
  seller: unknown;
  buyer: unknown;
  paymentTerms: string;
  paidAmount: string;
}

export const canonicalInvoiceV2 = (
  at: ChainPosition,
  invoice: CanonicalInvoiceV2,
  state: InvoiceState,
): string =>
  text2(
    [
      ...head2('invoice', at, invoice.id),
      ['type', invoice.invoiceTypeId],
      ['number', invoice.number],
      ['date', invoice.invoiceDate],
      ['site', invoice.siteId],
      ['rental', invoice.rentalId],
      ['customer', invoice.customerId],
      ['related', invoice.relatedInvoiceNumber],
      ['relatedId', invoice.relatedInvoiceId],
      ['relatedDate', invoice.relatedInvoiceDate],
      ['seller', sortedJson(invoice.seller)],
      ['buyer', sortedJson(invoice.buyer)],
      ['paymentTerms', invoice.paymentTerms],
      ['dutyFree', toCents(invoice.dutyFreeAmount)],
      ['tax', toCents(invoice.taxAmount)],
      ['total', toCents(invoice.allTaxesIncludedAmount)],
      ['paid', toCents(invoice.paidAmount)],
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
      ['status', state.status],
      ['activated', state.activated],
      ['createdAt', invoice.createdAt.toISOString()],
    ],
    at,
  );

export interface CanonicalPaymentV2 extends Omit<CanonicalPayment, 'refundedPaymentId'> {
  cashDeskName: string | null;
  paymentMethodName: string | null;
  paymentAccount: string | null;
}

export const canonicalPaymentV2 = (
  at: ChainPosition,
  payment: CanonicalPaymentV2,
  state: PaymentState,
): string =>
  text2(
    [
      ...head2('payment', at, payment.id),
      ['site', payment.siteId],
      ['rental', payment.rentalId],
      ['cashDesk', payment.cashDeskId],
      ['cashDeskName', payment.cashDeskName],
      ['paymentMethod', payment.paymentMethodId],
      ['paymentMethodName', payment.paymentMethodName],
      ['account', payment.paymentAccount],
      ['amount', toCents(payment.amount)],
      ['refundedPayment', state.refundedPayment],
      ['activated', state.activated],
      ['createdAt', payment.createdAt.toISOString()],
    ],
    at,
  );

export const canonicalClosingV2 = (at: ChainPosition, closing: CanonicalClosing): string =>
  text2(
    [
      ...head2('closing', at, closing.id),
      ['day', closing.day],
      ...(closing.kind === 'day'
        ? []
        : ([
            ['kind', closing.kind],
            ['from', closing.periodStart],
          ] as Pair2[])),
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

export interface CanonicalChange {
  id: number;
  recordType: string;
  recordId: number;
  reason: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** A change of state of a chained record (a payment cancelled, an invoice cancelled, a contract reopened). */
export const canonicalChange = (at: ChainPosition, change: CanonicalChange): string =>
  text2(
    [
      ...head2('change', at, change.id),
      ['of', change.recordType],
      ['ofId', change.recordId],
      ['reason', change.reason],
      ['before', sortedJson(change.before)],
      ['after', sortedJson(change.after)],
      ['createdAt', change.createdAt.toISOString()],
    ],
    at,
  );

export interface CanonicalKey {
  id: number;
  fingerprint: string;
  publicKey: string;
  previousFingerprint: string | null;
  endorsement: string;
  crossSignature: string | null;
  createdAt: Date;
}

/** The key that signs the chain from this link on (a first key, or a rotation). */
export const canonicalKey = (at: ChainPosition, key: CanonicalKey): string =>
  text2(
    [
      ...head2('key', at, key.id),
      ['fingerprint', key.fingerprint],
      ['publicKey', key.publicKey],
      ['previousKey', key.previousFingerprint],
      ['endorsement', key.endorsement],
      ['crossSignature', key.crossSignature],
      ['createdAt', key.createdAt.toISOString()],
    ],
    at,
  );

/**
 * What a key's endorsement and cross signature sign: the company, the new key and the key it
 * follows. The new key signs it (it vouches for the older key), the older key too when at hand
 * (it vouches for the new one).
 */
export const keyStatement = (companyId: number, fingerprint: string, previousFingerprint: string | null) =>
  `velodesk-ledger-key|${companyId}|${fingerprint}|${previousFingerprint ?? ''}`;

/** What a link's signature signs: the chain, the position and the hash (which covers all before it). */
export const signedText = (companyId: number, sequence: number, hash: string) =>
  `velodesk-ledger/${signedVersion}|${companyId}|${sequence}|${hash}`;
