import { and, asc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceStatuses, invoices, invoiceTypes } from '../../db/schema/invoicing.ts';

/**
 * What the accounting export (modules/exports) reads of invoices: one page at a time, in id
 * order after a given id, so that an export of any size never holds more than a page. The caller
 * checked the actor's access (ADMINISTRATEUR or FINANCE) and gives the sites it may see.
 */
export interface InvoiceExportRow {
  id: number;
  number: string;
  invoiceDate: string;
  invoiceTypeId: number;
  invoiceType: string;
  invoiceStatus: string;
  relatedInvoiceNumber: string | null;
  rentalId: number;
  companyId: number;
  siteId: number;
  /** The buyer's name as printed on the invoice. */
  customerName: string;
  dutyFreeAmount: string;
  taxAmount: string;
  allTaxesIncludedAmount: string;
  activated: boolean;
}

export interface InvoiceExportPage {
  /** yyyy-mm-dd, both included: the invoice date. */
  startDate: string;
  endDate: string;
  /** null: every site. */
  siteIds: number[] | null;
  afterId: number;
  limit: number;
}

export const readInvoiceExportPage = async (
  db: DbOrTx,
  page: InvoiceExportPage,
): Promise<InvoiceExportRow[]> => {
  const conditions: SQL[] = [
    gte(invoices.invoiceDate, page.startDate),
    lte(invoices.invoiceDate, page.endDate),
    gt(invoices.id, page.afterId),
  ];
  if (page.siteIds !== null) {
    if (page.siteIds.length === 0) return [];
    conditions.push(inArray(invoices.siteId, page.siteIds));
  }
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      invoiceDate: invoices.invoiceDate,
      invoiceTypeId: invoices.invoiceTypeId,
      invoiceType: invoiceTypes.type,
      invoiceStatus: invoiceStatuses.status,
      relatedInvoiceNumber: invoices.relatedInvoiceNumber,
      rentalId: invoices.rentalId,
      companyId: invoices.companyId,
      siteId: invoices.siteId,
      customerName: sql<string>`coalesce(${invoices.buyer}->>'name', '')`,
      dutyFreeAmount: invoices.dutyFreeAmount,
      taxAmount: invoices.taxAmount,
      allTaxesIncludedAmount: invoices.allTaxesIncludedAmount,
      activated: invoices.activated,
    })
    .from(invoices)
    .innerJoin(invoiceTypes, eq(invoiceTypes.id, invoices.invoiceTypeId))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .where(and(...conditions))
    .orderBy(asc(invoices.id))
    .limit(page.limit);
};
