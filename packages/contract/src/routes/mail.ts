import * as account from '../api/account.ts';
import * as hydra from '../hydra.ts';
import { need } from '../permissions.ts';
import type { ApiRoute } from './route.ts';

/** The mail routes of the table (routes.ts), by "METHOD /path". */
export const mailRoutes = {
  'GET /mail_outbox': {
    method: 'GET',
    path: '/mail_outbox',
    resource: 'MailOutbox',
    permission: need('settings_users'),
    tags: ['mail'],
    collection: account.mailOutboxRead,
    query: [
      'page',
      'itemsPerPage',
      'pagination',
      'id',
      'id[]',
      'kind',
      'kind[]',
      'recipient',
      'recipient[]',
      'subject',
      'subject[]',
      'language',
      'language[]',
      'user.id',
      'user.id[]',
      'user.username',
      'user.username[]',
      'createdAt[after]',
      'createdAt[before]',
      'createdAt[strictly_after]',
      'createdAt[strictly_before]',
      'order[id]',
      'order[createdAt]',
      'order[recipient]',
    ],
    status: 200,
  },
  'GET /mail_outbox/:id': {
    method: 'GET',
    path: '/mail_outbox/:id',
    resource: 'MailOutbox',
    permission: need('settings_users'),
    tags: ['mail'],
    params: hydra.idParams,
    answer: account.mailOutboxRead,
    status: 200,
  },
} satisfies Record<string, ApiRoute>;
