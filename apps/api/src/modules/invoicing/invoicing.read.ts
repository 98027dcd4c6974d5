import { InvoiceType } from '@velodesk/contract/api/invoicing';
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceDocuments, invoices } from '../../db/schema/invoicing.ts';
import { invoicePdfPath } from './invoicing.presenter.ts';

/**
 * What other modules (rentals: the rental's `invoices (id, pdf)`) may read of invoices, in the
 * caller's transaction when one is under way. The caller checked the actor's access to the rentals.
 */
export interface RentalInvoice {
  '@id': string;
  id: number;
  number: string;
  /** 1 Facture, 2 Avoir. */
  invoiceTypeId: number;
  isCreditNote: boolean;
  /** The path of its PDF once generated (POST /pdf/generate/invoice/{id} makes it), else null. */
  pdf: string | null;
}

/** The invoices and credit notes of these rentals, oldest first, by rental id. */
export const readRentalInvoices = async (
  db: DbOrTx,
  rentalIds: number[],
): Promise<Map<number, RentalInvoice[]>> => {
  const unique = [...new Set(rentalIds)];
  const byRental = new Map<number, RentalInvoice[]>();
  if (unique.length === 0) return byRental;
  const rows = await db
    .select({
      id: invoices.id,
      rentalId: invoices.rentalId,
      number: invoices.number,
      invoiceTypeId: invoices.invoiceTypeId,
      hasPdf: sql<boolean>`exists (select 1 from ${invoiceDocuments} where ${invoiceDocuments.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .where(inArray(invoices.rentalId, unique))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    const list = byRental.get(row.rentalId) ?? [];
    list.push({
      '@id': `/api/invoices/${row.id}`,
      id: row.id,
      number: row.number,
      invoiceTypeId: row.invoiceTypeId,
      isCreditNote: row.invoiceTypeId === InvoiceType.creditNote,
      pdf: row.hasPdf ? invoicePdfPath(row.id) : null,
    });
    byRental.set(row.rentalId, list);
  }
  return byRental;
};
