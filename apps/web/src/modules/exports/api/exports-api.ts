import { xlsxMediaType } from '@velodesk/contract/api/exports';
import { apiDownload, type DownloadedFile } from '@/shared/api/api-client.ts';

export type ExportedFile = DownloadedFile;

/**
 * The exports answer the spreadsheet itself (the specs' "blob response"): read through the API
 * client's one download, its file name from the answer's Content-Disposition.
 */
export const fetchExport = (
  path: '/invoice_exports' | '/payment_exports' | '/reports',
  body?: { startDate: string; endDate: string },
): Promise<ExportedFile> =>
  apiDownload(path, {
    method: body ? 'POST' : 'GET',
    body,
    accept: xlsxMediaType,
    filename: 'export.xlsx',
  });
