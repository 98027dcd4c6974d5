import type {
  ProductCreate,
  ProductImportAnswer,
  ProductRead,
  ProductUpdate,
} from '@velodesk/contract/api/catalogue';
import { catalogueRoutes } from '@velodesk/contract/routes/catalogue';
import { callRoute, fetchAllOf } from '@/shared/api/api-route.ts';

/** The fleet: products, their statuses and history, and the CSV import. */
export const createProduct = (body: ProductCreate): Promise<ProductRead> =>
  callRoute(catalogueRoutes['POST /products'], { body });

/** A status change (with its comment) also records the history entry, on the server. */
export const updateProduct = (id: number, body: ProductUpdate): Promise<ProductRead> =>
  callRoute(catalogueRoutes['PATCH /products/:id'], { params: { id }, body });

export const fetchStatuses = (signal?: AbortSignal) =>
  fetchAllOf(catalogueRoutes['GET /product_statuses'], { signal });
export const fetchRanges = (signal?: AbortSignal) => fetchAllOf(catalogueRoutes['GET /ranges'], { signal });

/** One product, as the status-change modal and the search show it. */
export const fetchProduct = (id: number, signal?: AbortSignal): Promise<ProductRead> =>
  callRoute(catalogueRoutes['GET /products/:id'], { params: { id }, signal });

/** Every declination (the catalogue's models), in the server's order (range, model, size). */
export const fetchDeclinations = (signal?: AbortSignal) =>
  fetchAllOf(catalogueRoutes['GET /declinations'], { signal });

/** The last status changes of a product, newest first. */
export const fetchHistory = async (productId: number, signal?: AbortSignal) => {
  const collection = await callRoute(catalogueRoutes['GET /product_histories'], {
    query: { 'product.id': productId, itemsPerPage: 100 },
    signal,
  });
  return collection['hydra:member'];
};

/**
 * POST /products/import: every row or none (a 422 lists each bad line). The API takes the file as
 * text/csv or as JSON `{ csv }`; the table declares only the first (reported in issue 25).
 */
export const importProducts = (csv: string): Promise<ProductImportAnswer> =>
  callRoute(catalogueRoutes['POST /products/import'], { body: { csv } });
