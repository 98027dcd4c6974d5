import { type SearchAnswer, searchAnswer } from '@velodesk/contract/api/search';
import { apiRequest } from '@/shared/api/api-client.ts';

/** GET /search?q=: rentals, customers and products the user may open, grouped. */
export const fetchSearch = (q: string, signal?: AbortSignal): Promise<SearchAnswer> =>
  apiRequest('/search', searchAnswer, { query: { q }, signal });
