import {
  generatedFile,
  invoiceRead,
  ledgerClosingRun,
  ledgerVerificationRead,
} from '@velodesk/contract/api/invoicing';
import { archiveCheckRead } from '@velodesk/contract/api/ledger-archive';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiDownload, apiRequest, type DownloadedFile } from '@/shared/api/api-client.ts';
import { saveFile } from '@/ui/file-save.ts';

/** The invoicing calls (rentals spec "Invoice list" and section 4, back-office spec "Finance lists"). */

/** POST /invoices/create_credit: cancels the invoice by a credit note (answered: the credit note). */
export const createCreditNote = (invoiceId: number) =>
  apiRequest('/invoices/create_credit', invoiceRead, {
    method: 'POST',
    body: { invoice: `/api/invoices/${invoiceId}` },
  });

/** POST /pdf/generate/invoice/{id}: makes the invoice's PDF once; answers where to read it. */
export const generateInvoicePdf = (invoiceId: number) =>
  apiRequest(`/pdf/generate/invoice/${invoiceId}`, generatedFile, { method: 'POST' });

/** POST /pdf/generate/contract/{id}?language=: the rental's contract (or reservation) document. */
export const generateContractPdf = (rentalId: number, language?: 'fr' | 'en') =>
  apiRequest(`/pdf/generate/contract/${rentalId}`, generatedFile, {
    method: 'POST',
    ...(language ? { query: { language } } : {}),
  });

/** The last invoice of a rental (id descending), or null when it has none. */
export const fetchLastRentalInvoice = async (rentalId: number) =>
  (
    await apiRequest('/invoices', hydraCollection(invoiceRead), {
      query: { 'rental.id': rentalId, itemsPerPage: 1, 'order[id]': 'desc' },
    })
  )['hydra:member'][0] ?? null;

export const verifyLedger = () => apiRequest('/ledger/verify', ledgerVerificationRead);

/** POST /ledger/closings: closes every finished day not closed yet. */
export const closeLedgerDays = () => apiRequest('/ledger/closings', ledgerClosingRun, { method: 'POST' });

/**
 * A stored document (`/api/...` as the API answers it), read through the API client's one
 * download: a plain link would not carry the bearer token.
 */
export const fetchDocument = (path: string, filename: string): Promise<DownloadedFile> =>
  apiDownload(path, { accept: 'application/pdf', filename });

/** GET /ledger/closings/{id}/archive: the signed archive of a closed period, saved as a file. */
export const downloadLedgerArchive = async (closing: {
  id: number;
  kind: string;
  periodStart: string;
  day: string;
}) => {
  const { blob } = await apiDownload(`/api/ledger/closings/${closing.id}/archive`, {
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
  return apiRequest('/ledger/archives/verify', archiveCheckRead, {
    method: 'POST',
    body: { archive: btoa(binary) },
  });
};
