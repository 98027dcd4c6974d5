import { z } from 'zod';
import { iriRef } from '../fields.ts';

/**
 * Invoices and credit notes (rentals.md "Invoice list", sections 4 and 7; back-office.md "Finance
 * lists"), their Factur-X documents and the tamper-evident ledger (docs/decisions/ledger-chain.md,
 * docs/decisions/invoice-numbering.md). Amounts are euros with 2 decimals, computed in integer cents.
 */

// ---- fixed reference data (seeded by migration 0010) ----

/** Invoice types: 1 Facture (an invoice), 2 Avoir (a credit note). */
export const InvoiceType = { invoice: 1, creditNote: 2 } as const;
export const invoiceTypeNames = {
  [InvoiceType.invoice]: 'Facture',
  [InvoiceType.creditNote]: 'Avoir',
} as const;

/**
 * Invoice statuses as the specs name them. An invoice made by a close is Validée; cancelled by a
 * credit note it becomes Annulée; a credit note is Validée. Nouveau, En cours and Facturée are the
 * other statuses of the reference list.
 */
export const InvoiceStatus = { new: 1, inProgress: 2, validated: 3, invoiced: 4, cancelled: 5 } as const;
export const invoiceStatusNames = {
  [InvoiceStatus.new]: 'Nouveau',
  [InvoiceStatus.inProgress]: 'En cours',
  [InvoiceStatus.validated]: 'Validée',
  [InvoiceStatus.invoiced]: 'Facturée',
  [InvoiceStatus.cancelled]: 'Annulée',
} as const;

/** Whether the cancel action is offered (back-office.md section 4, "Invoice cancellation"). */
export const isCancellable = (invoice: { invoiceTypeId: number; invoiceStatusId: number }): boolean =>
  invoice.invoiceTypeId === InvoiceType.invoice &&
  invoice.invoiceStatusId !== InvoiceStatus.new &&
  invoice.invoiceStatusId !== InvoiceStatus.cancelled;

// ---- stable error codes of the invoicing module (answered as `code`) ----

export const InvoiceErrorCode = {
  /** 409: a credit note (Avoir) is never cancelled. */
  creditNoteNotCancellable: 'INVOICE_CREDIT_NOTE_NOT_CANCELLABLE',
  /** 409: an invoice of status Nouveau is not cancelled by a credit note. */
  newNotCancellable: 'INVOICE_NEW_NOT_CANCELLABLE',
  /** 409: the invoice is already cancelled by a credit note. */
  alreadyCancelled: 'INVOICE_ALREADY_CANCELLED',
} as const;
export type InvoiceErrorCodeValue = (typeof InvoiceErrorCode)[keyof typeof InvoiceErrorCode];

export const InvoiceDescription = {
  creditNoteNotCancellable: 'A credit note cannot be cancelled.',
  newNotCancellable: 'An invoice of status Nouveau cannot be cancelled.',
  alreadyCancelled: 'This invoice is already cancelled.',
} as const;

// ---- reference lists ----

export const invoiceTypeRead = z.object({
  '@id': z.string(),
  '@type': z.literal('InvoiceType'),
  id: z.number().int(),
  type: z.string(),
});
export type InvoiceTypeRead = z.infer<typeof invoiceTypeRead>;

export const invoiceStatusRead = z.object({
  '@id': z.string(),
  '@type': z.literal('InvoiceStatus'),
  id: z.number().int(),
  status: z.string(),
});
export type InvoiceStatusRead = z.infer<typeof invoiceStatusRead>;

// ---- invoices ----

/** The seller's identity as printed on the invoice (a copy made when it was issued). */
export const invoiceSeller = z.object({
  corporateName: z.string(),
  socialStatus: z.string().nullable(),
  capital: z.string().nullable(),
  siret: z.string().nullable(),
  /** The SIREN: the first 9 digits of the SIRET. */
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

/** The buyer as printed on the invoice (a copy made when it was issued). */
export const invoiceBuyer = z.object({
  customerId: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** fr or en: the language of the documents. */
  language: z.string(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyer>;

export const invoiceLineRead = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  /** Euros excluding tax (negative on a credit note). */
  unitPrice: z.number(),
  /** Percent, e.g. 20 or 5.5. */
  vatRate: z.number(),
  dutyFreeAmount: z.number(),
  taxAmount: z.number(),
  allTaxesIncludedAmount: z.number(),
});
export type InvoiceLineRead = z.infer<typeof invoiceLineRead>;

export const vatTotalRead = z.object({
  vatRate: z.number(),
  dutyFreeAmount: z.number(),
  taxAmount: z.number(),
  allTaxesIncludedAmount: z.number(),
});
export type VatTotalRead = z.infer<typeof vatTotalRead>;

/** A member of GET /invoices. */
export const invoiceRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Invoice'),
  id: z.number().int(),
  number: z.string(),
  rental: z.object({ '@id': z.string(), id: z.number().int() }),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  /** yyyy-mm-dd (the invoicing company's date). */
  invoiceDate: z.string(),
  invoicingCompany: z.object({ '@id': z.string(), id: z.number().int(), corporateName: z.string() }),
  site: z.object({ '@id': z.string(), id: z.number().int() }),
  invoiceType: z.object({ '@id': z.string(), id: z.number().int(), type: z.string() }),
  invoiceStatus: z.object({ '@id': z.string(), id: z.number().int(), status: z.string() }),
  /** On a credit note: the number of the invoice it cancels. */
  relatedInvoiceNumber: z.string().nullable(),
  relatedInvoice: z.string().nullable(),
  /** On a cancelled invoice: its credit note. */
  creditNote: z.string().nullable(),
  activated: z.boolean(),
  dutyFreeAmount: z.number(),
  taxAmount: z.number(),
  allTaxesIncludedAmount: z.number(),
  /** The path of the stored PDF, once generated (POST /pdf/generate/invoice/{id}); else null. */
  pdf: z.string().nullable(),
  /** Whether the cancel action applies (type Facture, status neither Nouveau nor Annulée). */
  cancellable: z.boolean(),
});
export type InvoiceRead = z.infer<typeof invoiceRead>;

/** GET /invoices/{id}: the invoice with its mentions, lines and totals per VAT rate. */
export const invoiceDetailRead = invoiceRead.extend({
  /** yyyy-mm-dd of the related invoice, on a credit note. */
  relatedInvoiceDate: z.string().nullable(),
  seller: invoiceSeller,
  buyer: invoiceBuyer,
  lines: z.array(invoiceLineRead),
  vatTotals: z.array(vatTotalRead),
  paymentTerms: z.string(),
  /** Euros already paid on the rental when the invoice was issued. */
  paidAmount: z.number(),
});
export type InvoiceDetailRead = z.infer<typeof invoiceDetailRead>;

/** POST /invoices/create_credit: the invoice to cancel by a credit note. */
export const creditNoteCreate = z.strictObject({ invoice: iriRef('invoices', 'invoice') });
export type CreditNoteCreate = z.infer<typeof creditNoteCreate>;

/** POST /pdf/generate/invoice/{id}: the path to download the document from (the API's base URL). */
export const generatedFile = z.object({ file: z.string() });
export type GeneratedFile = z.infer<typeof generatedFile>;

// ---- the ledger ----

/**
 * The records of a chain: invoices and credit notes, payments, closings, the changes of state of a
 * chained record (a payment cancelled, an invoice cancelled by its credit note, a contract
 * reopened) and the keys that sign the chain (docs/decisions/ledger-signature.md).
 */
export const ledgerRecordTypes = ['invoice', 'payment', 'closing', 'change', 'key'] as const;
export type LedgerRecordType = (typeof ledgerRecordTypes)[number];

export const ledgerBreakReasons = [
  'content',
  'link',
  'missing',
  'sequence',
  'unchained',
  'signature',
  'truncated',
  'anchor',
  'state',
] as const;
export type LedgerBreakReason = (typeof ledgerBreakReasons)[number];

export const ledgerChainRead = z.object({
  company: z.object({ '@id': z.string(), id: z.number().int(), corporateName: z.string() }),
  records: z.number().int(),
  lastSequence: z.number().int(),
  lastHash: z.string().nullable(),
  /** The first record whose hash or link does not match; null when the chain is intact. */
  firstBroken: z
    .object({
      sequence: z.number().int(),
      recordType: z.enum(ledgerRecordTypes),
      recordId: z.number().int(),
      /**
       * 'content' (the record changed), 'link' (previous hash), 'missing' (record deleted),
       * 'sequence', 'unchained' (a record in no chain), 'signature' (not signed by a trusted key),
       * 'truncated' (the chain ends before a position an anchor outside the database saw),
       * 'anchor' (the link differs from the one an anchor saw), 'state' (a cancelled invoice or
       * payment whose cancellation is not chained).
       */
      reason: z.enum(ledgerBreakReasons),
    })
    .nullable(),
});
export type LedgerChainRead = z.infer<typeof ledgerChainRead>;

/** GET /ledger/verify. */
export const ledgerVerificationRead = z.object({
  valid: z.boolean(),
  verifiedAt: z.string(),
  /** Fingerprint (hex SHA-256 of the public key) of the configured key the signatures were checked with. */
  keyFingerprint: z.string(),
  /** How many signed heads were read from the anchors kept outside the database. */
  anchorsRead: z.number().int(),
  chains: z.array(ledgerChainRead),
});
export type LedgerVerificationRead = z.infer<typeof ledgerVerificationRead>;

export const ledgerClosingKinds = ['day', 'month', 'year'] as const;
export type LedgerClosingKind = (typeof ledgerClosingKinds)[number];

/**
 * A closing of a day, a month or an accounting year: the period's totals and the perpetual totals
 * since the first record (euros; credit notes negative, so invoices + credit notes is the net).
 */
export const ledgerClosingRead = z.object({
  '@id': z.string(),
  '@type': z.literal('LedgerClosing'),
  id: z.number().int(),
  company: z.object({ '@id': z.string(), id: z.number().int(), corporateName: z.string() }),
  kind: z.enum(ledgerClosingKinds),
  /** The first day covered (yyyy-mm-dd; the day itself for a daily closing). */
  periodStart: z.string(),
  /** The last day covered, yyyy-mm-dd in the company's time zone. */
  day: z.string(),
  /** The closing's link in the chain: its position (as printed on invoices and credit notes)… */
  sequence: z.number().int(),
  hash: z.string(),
  /**
   * …and its short signature fingerprint, as French till receipts print theirs: the first 8 hex
   * characters of the link's Ed25519 signature in two groups of four (`a1b2 c3d4`); null for a
   * link of before the signatures.
   */
  signatureFingerprint: z.string().nullable(),
  /** The short fingerprint of the key that signed it (first 16 hex characters, grouped by four). */
  keyFingerprint: z.string().nullable(),
  periodRecords: z.number().int(),
  periodInvoices: z.number(),
  periodCreditNotes: z.number(),
  periodPayments: z.number(),
  perpetualInvoices: z.number(),
  perpetualCreditNotes: z.number(),
  perpetualPayments: z.number(),
  createdAt: z.string(),
});
export type LedgerClosingRead = z.infer<typeof ledgerClosingRead>;

/** POST /ledger/closings: the closings made by this call (every finished day not closed yet). */
export const ledgerClosingRun = z.object({ closings: z.array(ledgerClosingRead) });
export type LedgerClosingRun = z.infer<typeof ledgerClosingRun>;

// ---- the contract document ----

/** The languages of the contract PDF: the customer's (fr when their language is French, else en). */
export const documentLanguages = ['fr', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** POST /pdf/generate/contract/{id} and GET /rentals/{id}/contract_pdf: ?language= overrides. */
export const contractPdfQuery = z.strictObject({
  language: z.enum(documentLanguages, { error: 'language is fr or en.' }).optional(),
});
export type ContractPdfQuery = z.infer<typeof contractPdfQuery>;
