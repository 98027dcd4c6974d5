import { catalogueRoutes } from '@velodesk/contract/routes/catalogue';
import type { DownloadedFile } from '@/shared/api/api-client.ts';
import { downloadRoute } from '@/shared/api/api-route.ts';

/**
 * POST /pdf/generate/product/label/{id} answers the PDF itself (docs/decisions/product-label-pdf.md):
 * read through the API client's one download, its name from Content-Disposition.
 */
export const fetchProductLabel = (productId: number, internalNumber: string): Promise<DownloadedFile> =>
  downloadRoute(catalogueRoutes['POST /pdf/generate/product/label/:id'], {
    params: { id: productId },
    accept: 'application/pdf',
    filename: `label-${internalNumber}.pdf`,
  });
