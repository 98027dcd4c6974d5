import type { ApiRoute } from './route.ts';

/** The health routes of the table (routes.ts), by "METHOD /path". */
export const healthRoutes = {
  'GET /health': { method: 'GET', path: '/health', resource: null, permission: 'public', tags: ['health'] },
} satisfies Record<string, ApiRoute>;
