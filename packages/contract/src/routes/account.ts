import * as account from '../api/account.ts';
import * as hydra from '../hydra.ts';
import { need } from '../permissions.ts';
import { tokenParams } from './params.ts';
import type { ApiRoute } from './route.ts';

/** The account routes of the table (routes.ts), by "METHOD /path". */
export const accountRoutes = {
  'POST /mail/send_account_confirmation/:id': {
    method: 'POST',
    path: '/mail/send_account_confirmation/:id',
    resource: 'MailOutbox',
    permission: need('settings_users'),
    tags: ['account'],
    params: hydra.idParams,
    answer: account.mailOutboxRead,
    status: 200,
  },
  'PATCH /account/reset_password': {
    method: 'PATCH',
    path: '/account/reset_password',
    resource: null,
    permission: 'public',
    tags: ['account'],
    body: account.resetPasswordRequest,
  },
  'GET /check/token/account_reset_password/:token': {
    method: 'GET',
    path: '/check/token/account_reset_password/:token',
    resource: null,
    permission: 'public',
    tags: ['account'],
    params: tokenParams,
    answer: account.tokenValidity,
    status: 200,
  },
  'GET /token/check_validity/account_confirmation/:token': {
    method: 'GET',
    path: '/token/check_validity/account_confirmation/:token',
    resource: null,
    permission: 'public',
    tags: ['account'],
    params: tokenParams,
    answer: account.tokenValidity,
    status: 200,
  },
  'GET /check/token/account_confirmation/:token': {
    method: 'GET',
    path: '/check/token/account_confirmation/:token',
    resource: null,
    permission: 'public',
    tags: ['account'],
    params: tokenParams,
    answer: account.tokenValidity,
    status: 200,
  },
  'PATCH /account/initialize_password/:token': {
    method: 'PATCH',
    path: '/account/initialize_password/:token',
    resource: null,
    permission: 'public',
    tags: ['account'],
    params: tokenParams,
    body: account.newPasswordRequest,
  },
  'PATCH /account/reset_password/:token': {
    method: 'PATCH',
    path: '/account/reset_password/:token',
    resource: null,
    permission: 'public',
    tags: ['account'],
    params: tokenParams,
    body: account.newPasswordRequest,
  },
  'PATCH /account/update_password/:token': {
    method: 'PATCH',
    path: '/account/update_password/:token',
    resource: null,
    permission: 'public',
    tags: ['account'],
    params: tokenParams,
    body: account.newPasswordRequest,
  },
} satisfies Record<string, ApiRoute>;
