import * as search from '../api/search.ts';
import type { ApiRoute } from './route.ts';

/** The search routes of the table (routes.ts), by "METHOD /path". */
export const searchRoutes = {
  'GET /search': {
    method: 'GET',
    path: '/search',
    resource: 'SearchResult',
    permission: 'login',
    tags: ['search'],
    query: search.searchQuery,
    answer: search.searchAnswer,
    status: 200,
  },
} satisfies Record<string, ApiRoute>;
