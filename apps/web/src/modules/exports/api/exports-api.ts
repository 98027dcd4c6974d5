import { xlsxMediaType } from '@velodesk/contract/api/exports';
import { exportsRoutes } from '@velodesk/contract/routes/exports';
import type { DownloadedFile } from '@/shared/api/api-client.ts';
import { downloadRoute } from '@/shared/api/api-route.ts';

export type ExportedFile = DownloadedFile;

const exportRoutes = {
  '/invoice_exports': exportsRoutes['POST /invoice_exports'],
  '/payment_exports': exportsRoutes['POST /payment_exports'],
  '/reports': exportsRoutes['GET /reports'],
} as const;

/**
 * The exports answer the spreadsheet itself (the specs' "blob response"): read through the API
 * client's one download, its file name from the answer's Content-Disposition.
 */
export const fetchExport = (
  path: '/invoice_exports' | '/payment_exports' | '/reports',
  body?: { startDate: string; endDate: string },
): Promise<ExportedFile> =>
  downloadRoute(exportRoutes[path], { body, accept: xlsxMediaType, filename: 'export.xlsx' });
