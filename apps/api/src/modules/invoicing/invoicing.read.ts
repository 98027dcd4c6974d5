import { InvoiceType } from '@velodesk/contract/api/invoicing';
import { and, asc, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import {
  invoiceDocuments,
  invoiceStatuses,
  invoices,
  invoiceTypes,
  ledgerClosings,
  ledgerEntries,
} from '../../db/schema/invoicing.ts';
import { invoicePdfPath, invoiceTypeAndStatus } from './invoicing.presenter.ts';

/** The keys trusted for the installation's signatures (the technical event journal reads it). */
export { trustedInstallationKeys } from './ledger-trust.ts';

/**
 * What other modules may read of invoices and of the ledger (rentals: the rental's invoices;
 * versions: the latest daily closing printed on the user certificate), in the caller's transaction
 * when one is under way. The caller checked the actor's access to the rentals or the site.
 */
export interface RentalInvoice {
  '@id': string;
  id: number;
  number: string;
  /** 1 Facture, 2 Avoir. */
  invoiceTypeId: number;
  isCreditNote: boolean;
  invoiceType: { '@id': string; id: number; type: string };
  invoiceStatus: { '@id': string; id: number; status: string };
  /** yyyy-mm-dd (the invoicing company's date). */
  invoiceDate: string;
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
  const rows =
    (await rentalInvoicesPrepared(db, String(unique.length))?.execute(listValues(unique))) ??
    (await rentalInvoicesQuery(db, unique));
  for (const row of rows) {
    const list = byRental.get(row.rentalId) ?? [];
    list.push({
      '@id': `/api/invoices/${row.id}`,
      id: row.id,
      number: row.number,
      invoiceTypeId: row.invoiceTypeId,
      isCreditNote: row.invoiceTypeId === InvoiceType.creditNote,
      ...invoiceTypeAndStatus(row),
      invoiceDate: row.invoiceDate,
      pdf: row.hasPdf ? invoicePdfPath(row.id) : null,
    });
    byRental.set(row.rentalId, list);
  }
  return byRental;
};
const rentalInvoicesQuery = (db: DbOrTx, rentalIds: Array<number | Placeholder>) =>
  db
    .select({
      id: invoices.id,
      rentalId: invoices.rentalId,
      number: invoices.number,
      invoiceTypeId: invoices.invoiceTypeId,
      invoiceType: invoiceTypes.type,
      invoiceStatusId: invoices.invoiceStatusId,
      invoiceStatus: invoiceStatuses.status,
      invoiceDate: invoices.invoiceDate,
      hasPdf: sql<boolean>`exists (select 1 from ${invoiceDocuments} where ${invoiceDocuments.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(invoiceTypes, eq(invoiceTypes.id, invoices.invoiceTypeId))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .where(inArray(invoices.rentalId, rentalIds))
    .orderBy(asc(invoices.id));
const rentalInvoicesPrepared = preparedOn('rental_invoices', (db, name, key) =>
  rentalInvoicesQuery(db, listPlaceholders(key)).prepare(name),
);

/** A company's latest daily closing of the ledger (docs/decisions/ledger-chain.md). */
export interface LatestClosing {
  id: number;
  /** yyyy-mm-dd in the company's time zone. */
  day: string;
  /** Its place in the company's chain. */
  sequence: number;
  createdAt: Date;
}

/** The latest daily closing of this company, or null when none was made yet. */
export const readLatestClosing = async (db: DbOrTx, companyId: number): Promise<LatestClosing | null> => {
  const [row] = await db
    .select({
      id: ledgerClosings.id,
      day: ledgerClosings.day,
      sequence: ledgerEntries.sequence,
      createdAt: ledgerClosings.createdAt,
    })
    .from(ledgerClosings)
    .innerJoin(
      ledgerEntries,
      and(eq(ledgerEntries.recordType, 'closing'), eq(ledgerEntries.recordId, ledgerClosings.id)),
    )
    .where(eq(ledgerClosings.companyId, companyId))
    .orderBy(desc(ledgerClosings.day), desc(ledgerClosings.id))
    .limit(1);
  return row ?? null;
};
