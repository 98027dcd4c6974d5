import { z } from 'zod';
import type { ApiRoute } from './route.ts';

/** The health routes of the table (routes.ts), by "METHOD /path". */
export const healthRoutes = {
  'GET /health': {
    method: 'GET',
    path: '/health',
    resource: null,
    permission: 'public',
    tags: ['health'],
    // 200 only when the database answers (a 503 problem otherwise).
    answer: z.object({ status: z.literal('ok'), database: z.string() }),
    status: 200,
  },
} satisfies Record<string, ApiRoute>;
