import {
  type ProductCreate,
  type ProductImportAnswer,
  type ProductRead,
  type ProductUpdate,
  productHistoryRead,
  productImportAnswer,
  productRead,
  productStatusRead,
  rangeRead,
} from '@velodesk/contract/api/catalogue';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '@/shared/api/api-client.ts';
import { fetchAll } from '@/shared/api/api-collection.ts';

/** The fleet: products, their statuses and history, and the CSV import. */
export const createProduct = (body: ProductCreate): Promise<ProductRead> =>
  apiRequest('/products', productRead, { method: 'POST', body });

/** A status change (with its comment) also records the history entry, on the server. */
export const updateProduct = (id: number, body: ProductUpdate): Promise<ProductRead> =>
  apiRequest(`/products/${id}`, productRead, { method: 'PATCH', body });

export const fetchStatuses = (signal?: AbortSignal) =>
  fetchAll('/product_statuses', productStatusRead, {}, signal);
export const fetchRanges = (signal?: AbortSignal) => fetchAll('/ranges', rangeRead, {}, signal);

/** The last status changes of a product, newest first. */
export const fetchHistory = async (productId: number, signal?: AbortSignal) => {
  const collection = await apiRequest('/product_histories', hydraCollection(productHistoryRead), {
    query: { 'product.id': productId, itemsPerPage: 100 },
    signal,
  });
  return collection['hydra:member'];
};

/** POST /products/import: every row or none (a 422 lists each bad line). */
export const importProducts = (csv: string): Promise<ProductImportAnswer> =>
  apiRequest('/products/import', productImportAnswer, { method: 'POST', body: { csv } });
