import { rentalsRoutes } from '@velodesk/contract/routes/rentals';
import { callRoute } from '@/shared/api/api-route.ts';

/** GET /rental_products/{id}: the line whose product is being replaced (its declination). */
export const fetchRentalProduct = (id: number, signal?: AbortSignal) =>
  callRoute(rentalsRoutes['GET /rental_products/:id'], { params: { id }, signal });
