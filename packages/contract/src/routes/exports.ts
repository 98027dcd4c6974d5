import * as exports from '../api/exports.ts';
import type { ApiRoute } from './route.ts';

/** The exports routes of the table (routes.ts), by "METHOD /path". */
export const exportsRoutes = {
  'POST /invoice_exports': {
    method: 'POST',
    path: '/invoice_exports',
    resource: null,
    permission: 'login',
    tags: ['exports'],
    body: exports.exportPeriod,
  },
  'POST /payment_exports': {
    method: 'POST',
    path: '/payment_exports',
    resource: null,
    permission: 'login',
    tags: ['exports'],
    body: exports.exportPeriod,
  },
  'GET /reports': { method: 'GET', path: '/reports', resource: null, permission: 'login', tags: ['exports'] },
} satisfies Record<string, ApiRoute>;
