import * as journal from '../api/journal.ts';
import type { ApiRoute } from './route.ts';

/** The journal routes of the table (routes.ts), by "METHOD /path". */
export const journalRoutes = {
  'GET /technical_events': {
    method: 'GET',
    path: '/technical_events',
    resource: 'TechnicalEvent',
    permission: 'login',
    tags: ['journal'],
    collection: journal.technicalEventRead,
    query: [
      'page',
      'itemsPerPage',
      'pagination',
      'id',
      'id[]',
      'eventType',
      'eventType[]',
      'occurredAt[after]',
      'occurredAt[before]',
      'occurredAt[strictly_after]',
      'occurredAt[strictly_before]',
      'user.id',
      'user.id[]',
      'company.id',
      'company.id[]',
      'order[sequence]',
      'order[occurredAt]',
    ],
    status: 200,
  },
  'GET /technical_events/verify': {
    method: 'GET',
    path: '/technical_events/verify',
    resource: null,
    permission: 'login',
    tags: ['journal'],
    answer: journal.journalVerificationRead,
    status: 200,
  },
} satisfies Record<string, ApiRoute>;
