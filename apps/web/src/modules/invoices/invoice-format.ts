import { InvoiceStatus, InvoiceType } from '@velodesk/contract/api/invoicing';
import type { TextKey } from '@/i18n/text-key.ts';

/**
 * How the invoice list shows a status (rentals spec "Invoice list"): in progress green, new blue,
 * cancelled red, validated and invoiced bright green (a filled badge).
 */
export const invoiceStatusLooks: Record<
  number,
  { color: string; variant: 'light' | 'filled'; labelKey: TextKey }
> = {
  [InvoiceStatus.new]: { color: 'blue', variant: 'light', labelKey: 'INVOICES.STATUS_NEW' },
  [InvoiceStatus.inProgress]: { color: 'green', variant: 'light', labelKey: 'INVOICES.STATUS_IN_PROGRESS' },
  [InvoiceStatus.validated]: { color: 'lime', variant: 'filled', labelKey: 'INVOICES.STATUS_VALIDATED' },
  [InvoiceStatus.invoiced]: { color: 'lime', variant: 'filled', labelKey: 'INVOICES.STATUS_INVOICED' },
  [InvoiceStatus.cancelled]: { color: 'red', variant: 'light', labelKey: 'INVOICES.STATUS_CANCELLED' },
};

export const invoiceTypeLabelKeys: Record<number, TextKey> = {
  [InvoiceType.invoice]: 'INVOICES.TYPE_INVOICE',
  [InvoiceType.creditNote]: 'INVOICES.TYPE_CREDIT_NOTE',
};

/** yyyy-mm-dd as dd/MM/yyyy (the invoice date is a calendar day: no time zone applies). */
/** Euros with 2 decimals in the user's language. */
export { formatDay as formatInvoiceDate, formatEuros } from '@/ui/format.ts';
