import { apiDownload, type DownloadedFile } from '@/shared/api/api-client.ts';

/**
 * POST /pdf/generate/product/label/{id} answers the PDF itself (docs/decisions/product-label-pdf.md):
 * read through the API client's one download, its name from Content-Disposition.
 */
export const fetchProductLabel = (productId: number, internalNumber: string): Promise<DownloadedFile> =>
  apiDownload(`/pdf/generate/product/label/${productId}`, {
    method: 'POST',
    accept: 'application/pdf',
    filename: `label-${internalNumber}.pdf`,
  });
