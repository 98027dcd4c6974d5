import { currentLanguage } from '@/i18n/i18n.ts';
import { apiUrl } from '@/shared/api/api-client.ts';
import { apiErrorFromBody, networkError } from '@/shared/api/api-error.ts';
import { getSession } from '@/shared/session/session-store.ts';

export interface ExportedFile {
  blob: Blob;
  filename: string;
}

const filenameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * The exports answer the spreadsheet itself (the specs' "blob response"), which the JSON client
 * cannot read: this call fetches it as a blob, with the client's headers, and its file name from
 * the answer's Content-Disposition. A refusal is read as the API's hydra error.
 */
export const fetchExport = async (
  path: '/invoice_exports' | '/payment_exports' | '/reports',
  body?: { startDate: string; endDate: string },
): Promise<ExportedFile> => {
  const headers = new Headers({
    Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/ld+json',
  });
  headers.set('Accept-Language', currentLanguage());
  headers.set('X-Context-Url', window.location.href);
  if (body) headers.set('Content-Type', 'application/json');
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: body ? 'POST' : 'GET',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw apiErrorFromBody(response.status, response.statusText, parsed);
  }
  const blob = await response.blob();
  return { blob, filename: filenameOf(response.headers.get('content-disposition'), 'export.xlsx') };
};

/** Hands the file to the browser as a download under its name. */
export const saveFile = ({ blob, filename }: ExportedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
