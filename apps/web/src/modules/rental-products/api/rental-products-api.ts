import { rentalProductRead } from '@velodesk/contract/api/rentals';
import { apiRequest } from '@/shared/api/api-client.ts';

/** GET /rental_products/{id}: the line whose product is being replaced (its declination). */
export const fetchRentalProduct = (id: number, signal?: AbortSignal) =>
  apiRequest(`/rental_products/${id}`, rentalProductRead, { signal });
