import {
  type ErasureRead,
  type ErasureRequest,
  erasureRead,
  type IdentityRevealRead,
  identityRevealRead,
  type RetentionSettingsRead,
  type RetentionSettingsWrite,
  retentionSettingsRead,
} from '@velodesk/contract/api/privacy';
import { apiDownload, apiRequest, type DownloadedFile } from '@/shared/api/api-client.ts';
import { saveFile } from '@/ui/file-save.ts';

/** The personal-data calls (issue 26, docs/decisions/personal-data.md). */

export const getRetention = (companyId: number, signal?: AbortSignal): Promise<RetentionSettingsRead> =>
  apiRequest(`/companies/${companyId}/retention`, retentionSettingsRead, { signal });

export const saveRetention = (
  companyId: number,
  body: RetentionSettingsWrite,
): Promise<RetentionSettingsRead> =>
  apiRequest(`/companies/${companyId}/retention`, retentionSettingsRead, { method: 'PUT', body });

/** POST …/identity_number_reveal: the number in clear, for one customer or contact (journaled). */
export const revealIdentityNumber = (subject: {
  kind: 'customer' | 'contact';
  id: number;
}): Promise<IdentityRevealRead> =>
  apiRequest(
    `/${subject.kind === 'customer' ? 'customers' : 'contacts'}/${subject.id}/identity_number_reveal`,
    identityRevealRead,
    { method: 'POST' },
  );

/** POST /customers/{id}/erasure: the customer anonymised at once, with the reason (journaled). */
export const eraseCustomer = (customerId: number, body: ErasureRequest): Promise<ErasureRead> =>
  apiRequest(`/customers/${customerId}/erasure`, erasureRead, { method: 'POST', body });

export type PersonalDataFormat = 'json' | 'pdf';

const exportPaths: Record<PersonalDataFormat, (id: number) => string> = {
  json: (id) => `/api/customers/${id}/personal_data`,
  pdf: (id) => `/api/customers/${id}/personal_data/pdf`,
};

/**
 * A customer's data on request, as the API answers it (the JSON document byte for byte, or the
 * PDF), read with the session's token and handed to the browser as a file (journaled by the API).
 */
export const downloadPersonalData = async (
  customerId: number,
  format: PersonalDataFormat,
): Promise<DownloadedFile> => {
  const type = format === 'json' ? 'application/json' : 'application/pdf';
  const { blob } = await apiDownload(exportPaths[format](customerId), { accept: type });
  // Saved under the screen's own name, whatever the API calls it.
  const file: DownloadedFile = {
    blob: new Blob([blob], { type }),
    filename: `customer-${customerId}-personal-data.${format}`,
  };
  saveFile(file);
  return file;
};
