import { invoicingRoutes } from '@velodesk/contract/routes/invoicing';
import type { DownloadedFile } from '@/shared/api/api-client.ts';
import { callRoute, downloadLink, downloadRoute } from '@/shared/api/api-route.ts';
import { saveFile } from '@/ui/file-save.ts';

/** The invoicing calls (rentals spec "Invoice list" and section 4, back-office spec "Finance lists"). */

/** POST /invoices/create_credit: cancels the invoice by a credit note (answered: the credit note). */
export const createCreditNote = (invoiceId: number) =>
  callRoute(invoicingRoutes['POST /invoices/create_credit'], {
    body: { invoice: `/api/invoices/${invoiceId}` },
  });

/** POST /pdf/generate/invoice/{id}: makes the invoice's PDF once; answers where to read it. */
export const generateInvoicePdf = (invoiceId: number) =>
  callRoute(invoicingRoutes['POST /pdf/generate/invoice/:id'], { params: { id: invoiceId } });

/** POST /pdf/generate/contract/{id}?language=: the rental's contract (or reservation) document. */
export const generateContractPdf = (rentalId: number, language?: 'fr' | 'en') =>
  callRoute(invoicingRoutes['POST /pdf/generate/contract/:id'], {
    params: { id: rentalId },
    ...(language ? { query: { language } } : {}),
  });

/** The last invoice of a rental (id descending), or null when it has none. */
export const fetchLastRentalInvoice = async (rentalId: number) =>
  (
    await callRoute(invoicingRoutes['GET /invoices'], {
      query: { 'rental.id': rentalId, itemsPerPage: 1, 'order[id]': 'desc' },
    })
  )['hydra:member'][0] ?? null;

export const verifyLedger = () => callRoute(invoicingRoutes['GET /ledger/verify']);

/** POST /ledger/closings: closes every finished day not closed yet. */
export const closeLedgerDays = () => callRoute(invoicingRoutes['POST /ledger/closings']);

/**
 * A stored document (`/api/...` as the API answers it), read through the API client's one
 * download: a plain link would not carry the bearer token.
 */
export const fetchDocument = (path: string, filename: string): Promise<DownloadedFile> =>
  downloadLink(path, { accept: 'application/pdf', filename });

/** GET /ledger/closings/{id}/archive: the signed archive of a closed period, saved as a file. */
export const downloadLedgerArchive = async (closing: {
  id: number;
  kind: string;
  periodStart: string;
  day: string;
}) => {
  const { blob } = await downloadRoute(invoicingRoutes['GET /ledger/closings/:id/archive'], {
    params: { id: closing.id },
    accept: 'application/x-tar',
  });
  saveFile({ blob, filename: `ledger-${closing.kind}-${closing.periodStart}-${closing.day}.tar` });
};

/** POST /ledger/archives/verify: the offline check of an archive file (nothing is written). */
export const verifyLedgerArchive = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return callRoute(invoicingRoutes['POST /ledger/archives/verify'], { body: { archive: btoa(binary) } });
};
