import type {
  ErasureRead,
  ErasureRequest,
  IdentityRevealRead,
  RetentionSettingsRead,
  RetentionSettingsWrite,
} from '@velodesk/contract/api/privacy';
import { privacyRoutes } from '@velodesk/contract/routes/privacy';
import type { DownloadedFile } from '@/shared/api/api-client.ts';
import { callRoute, downloadRoute } from '@/shared/api/api-route.ts';
import { saveFile } from '@/ui/file-save.ts';

/** The personal-data calls (issue 26, docs/decisions/personal-data.md). */

export const getRetention = (companyId: number, signal?: AbortSignal): Promise<RetentionSettingsRead> =>
  callRoute(privacyRoutes['GET /companies/:id/retention'], { params: { id: companyId }, signal });

export const saveRetention = (
  companyId: number,
  body: RetentionSettingsWrite,
): Promise<RetentionSettingsRead> =>
  callRoute(privacyRoutes['PUT /companies/:id/retention'], { params: { id: companyId }, body });

const revealRoutes = {
  customer: privacyRoutes['POST /customers/:id/identity_number_reveal'],
  contact: privacyRoutes['POST /contacts/:id/identity_number_reveal'],
} as const;

/** POST …/identity_number_reveal: the number in clear, for one customer or contact (journaled). */
export const revealIdentityNumber = (subject: {
  kind: 'customer' | 'contact';
  id: number;
}): Promise<IdentityRevealRead> => callRoute(revealRoutes[subject.kind], { params: { id: subject.id } });

/** POST /customers/{id}/erasure: the customer anonymised at once, with the reason (journaled). */
export const eraseCustomer = (customerId: number, body: ErasureRequest): Promise<ErasureRead> =>
  callRoute(privacyRoutes['POST /customers/:id/erasure'], { params: { id: customerId }, body });

export type PersonalDataFormat = 'json' | 'pdf';

const exportRoutes = {
  json: privacyRoutes['GET /customers/:id/personal_data'],
  pdf: privacyRoutes['GET /customers/:id/personal_data/pdf'],
} as const;

/**
 * A customer's data on request, as the API answers it (the JSON document byte for byte, or the
 * PDF), read with the session's token and handed to the browser as a file (journaled by the API).
 */
export const downloadPersonalData = async (
  customerId: number,
  format: PersonalDataFormat,
): Promise<DownloadedFile> => {
  const type = format === 'json' ? 'application/json' : 'application/pdf';
  const { blob } = await downloadRoute(exportRoutes[format], {
    params: { id: customerId },
    accept: type,
  });
  // Saved under the screen's own name, whatever the API calls it.
  const file: DownloadedFile = {
    blob: new Blob([blob], { type }),
    filename: `customer-${customerId}-personal-data.${format}`,
  };
  saveFile(file);
  return file;
};
