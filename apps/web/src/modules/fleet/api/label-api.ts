import { currentLanguage } from '@/i18n/i18n.ts';
import { apiUrl } from '@/shared/api/api-client.ts';
import { apiErrorFromBody, networkError } from '@/shared/api/api-error.ts';
import { getSession } from '@/shared/session/session-store.ts';

export interface LabelFile {
  blob: Blob;
  filename: string;
}

const filenameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * POST /pdf/generate/product/label/{id} answers the PDF itself (docs/decisions/product-label-pdf.md),
 * which the JSON client cannot read: this call fetches it as a blob, with the same headers.
 */
export const fetchProductLabel = async (productId: number, internalNumber: string): Promise<LabelFile> => {
  const headers = new Headers({ Accept: 'application/pdf, application/ld+json' });
  headers.set('Accept-Language', currentLanguage());
  headers.set('X-Context-Url', window.location.href);
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(`/pdf/generate/product/label/${productId}`), { method: 'POST', headers });
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
  const blob = await response.blob();
  return {
    blob,
    filename: filenameOf(response.headers.get('content-disposition'), `label-${internalNumber}.pdf`),
  };
};
