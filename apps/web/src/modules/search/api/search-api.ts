import type { SearchAnswer } from '@velodesk/contract/api/search';
import { searchRoutes } from '@velodesk/contract/routes/search';
import { callRoute } from '@/shared/api/api-route.ts';

/** GET /search?q=: rentals, customers and products the user may open, grouped. */
export const fetchSearch = (q: string, signal?: AbortSignal): Promise<SearchAnswer> =>
  callRoute(searchRoutes['GET /search'], { query: { q }, signal });
