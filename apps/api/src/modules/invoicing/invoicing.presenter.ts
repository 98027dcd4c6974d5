import {
  type InvoiceBuyer,
  type InvoiceDetailRead,
  type InvoiceRead,
  type InvoiceSeller,
  isCancellable,
  type LedgerClosingKind,
  type LedgerClosingRead,
} from '@velodesk/contract/api/invoicing';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import { shortFingerprintOf, shortSignatureOf } from '../../platform/ledger-key.ts';
import { totalsOf } from './invoice-lines.ts';
import type { ClosingRow, InvoiceLineRow, InvoiceRow } from './invoicing.repository.ts';

const euros = (amount: string) => fromCents(toCents(amount));

export const invoicePdfPath = (id: number) => `/api/invoices/${id}/pdf`;

/** An invoice's type and status, embedded with their IRIs (the list, the rental's invoices). */
export const invoiceTypeAndStatus = (row: {
  invoiceTypeId: number;
  invoiceType: string;
  invoiceStatusId: number;
  invoiceStatus: string;
}) => ({
  invoiceType: {
    '@id': `/api/invoice_types/${row.invoiceTypeId}`,
    id: row.invoiceTypeId,
    type: row.invoiceType,
  },
  invoiceStatus: {
    '@id': `/api/invoice_statuses/${row.invoiceStatusId}`,
    id: row.invoiceStatusId,
    status: row.invoiceStatus,
  },
});

/** Invoices as GET /invoices answers them (names from the copies made at issue). */
export const toInvoiceRead = (row: InvoiceRow): InvoiceRead => {
  const seller = row.seller as InvoiceSeller;
  const buyer = row.buyer as InvoiceBuyer;
  return {
    '@id': `/api/invoices/${row.id}`,
    '@type': 'Invoice',
    id: row.id,
    number: row.number,
    rental: { '@id': `/api/rentals/${row.rentalId}`, id: row.rentalId },
    customer: { id: row.customerId, name: buyer.name },
    invoiceDate: row.invoiceDate,
    invoicingCompany: {
      '@id': `/api/companies/${row.companyId}`,
      id: row.companyId,
      corporateName: seller.corporateName,
    },
    site: { '@id': `/api/sites/${row.siteId}`, id: row.siteId },
    ...invoiceTypeAndStatus(row),
    relatedInvoiceNumber: row.relatedInvoiceNumber,
    relatedInvoice: row.relatedInvoiceId === null ? null : `/api/invoices/${row.relatedInvoiceId}`,
    creditNote: row.creditNoteId === null ? null : `/api/invoices/${row.creditNoteId}`,
    activated: row.activated,
    dutyFreeAmount: euros(row.dutyFreeAmount),
    taxAmount: euros(row.taxAmount),
    allTaxesIncludedAmount: euros(row.allTaxesIncludedAmount),
    pdf: row.hasPdf ? invoicePdfPath(row.id) : null,
    cancellable: isCancellable(row),
  };
};

/** GET /invoices/{id}: with the mentions, the lines and the totals per VAT rate. */
export const toInvoiceDetailRead = (row: InvoiceRow, lines: InvoiceLineRow[]): InvoiceDetailRead => ({
  ...toInvoiceRead(row),
  relatedInvoiceDate: row.relatedInvoiceDate,
  seller: row.seller as InvoiceSeller,
  buyer: row.buyer as InvoiceBuyer,
  lines: lines.map((line) => ({
    position: line.position,
    description: line.description,
    quantity: line.quantity,
    unitPrice: euros(line.unitPrice),
    vatRate: euros(line.vatRate),
    dutyFreeAmount: euros(line.dutyFreeAmount),
    taxAmount: euros(line.taxAmount),
    allTaxesIncludedAmount: euros(line.allTaxesIncludedAmount),
  })),
  vatTotals: totalsOf(lines).byRate.map((total) => ({
    vatRate: fromCents(total.rate),
    dutyFreeAmount: fromCents(total.dutyFree),
    taxAmount: fromCents(total.tax),
    allTaxesIncludedAmount: fromCents(total.allTaxesIncluded),
  })),
  paymentTerms: row.paymentTerms,
  paidAmount: euros(row.paidAmount),
});

export const toClosingRead = (
  row: ClosingRow,
  entry: { sequence: number; hash: string; signature: string | null; keyFingerprint: string | null },
  corporateName: string,
): LedgerClosingRead => ({
  '@id': `/api/ledger/closings/${row.id}`,
  '@type': 'LedgerClosing',
  id: row.id,
  company: { '@id': `/api/companies/${row.companyId}`, id: row.companyId, corporateName },
  kind: row.kind as LedgerClosingKind,
  periodStart: row.periodStart ?? row.day,
  day: row.day,
  sequence: entry.sequence,
  hash: entry.hash,
  signatureFingerprint: entry.signature === null ? null : shortSignatureOf(entry.signature),
  keyFingerprint: entry.keyFingerprint === null ? null : shortFingerprintOf(entry.keyFingerprint),
  periodRecords: row.periodRecords,
  periodInvoices: euros(row.periodInvoices),
  periodCreditNotes: euros(row.periodCreditNotes),
  periodPayments: euros(row.periodPayments),
  perpetualInvoices: euros(row.perpetualInvoices),
  perpetualCreditNotes: euros(row.perpetualCreditNotes),
  perpetualPayments: euros(row.perpetualPayments),
  createdAt: row.createdAt.toISOString(),
});
