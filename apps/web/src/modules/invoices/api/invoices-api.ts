import {
  generatedFile,
  invoiceRead,
  ledgerClosingRun,
  ledgerVerificationRead,
} from '@velodesk/contract/api/invoicing';
import { archiveCheckRead } from '@velodesk/contract/api/ledger-archive';
import { hydraCollection } from '@velodesk/contract/hydra';
import { currentLanguage } from '@/i18n/i18n.ts';
import { apiRequest, apiUrl } from '@/shared/api/api-client.ts';
import { apiErrorFromBody, networkError } from '@/shared/api/api-error.ts';
import { getSession } from '@/shared/session/session-store.ts';

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
 * A stored document (`/api/...` as the API answers it), read as a blob with the session's headers:
 * a plain link would not carry the bearer token (the same way as the fleet's label PDF).
 */
export const fetchDocument = async (path: string): Promise<Blob> => {
  const headers = new Headers({ Accept: 'application/pdf, application/ld+json' });
  headers.set('Accept-Language', currentLanguage());
  headers.set('X-Context-Url', window.location.href);
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw apiErrorFromBody(response.status, response.statusText, body);
  }
  return response.blob();
};

/** GET /ledger/closings/{id}/archive: the signed archive of a closed period, saved as a file. */
export const downloadLedgerArchive = async (closing: {
  id: number;
  kind: string;
  periodStart: string;
  day: string;
}) => {
  const blob = await fetchDocument(`/api/ledger/closings/${closing.id}/archive`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ledger-${closing.kind}-${closing.periodStart}-${closing.day}.tar`;
  link.click();
  URL.revokeObjectURL(url);
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
