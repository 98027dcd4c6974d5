import * as customers from '../api/customers.ts';
import * as payments from '../api/payments.ts';
import { need } from '../permissions.ts';
import { stayClientParams } from './params.ts';
import type { ApiRoute } from './route.ts';

/** The stay routes of the table (routes.ts), by "METHOD /path". */
export const stayRoutes = {
  'GET /huttosoft/search_customer': {
    method: 'GET',
    path: '/huttosoft/search_customer',
    resource: 'StayCustomer',
    permission: 'login',
    tags: ['stay system'],
    collection: customers.stayCustomerRead,
    query: customers.staySearchQuery,
    status: 200,
  },
  'GET /huttosoft/get_customer/:clientId': {
    method: 'GET',
    path: '/huttosoft/get_customer/:clientId',
    resource: 'StayCustomer',
    permission: 'login',
    tags: ['stay system'],
    params: stayClientParams,
    answer: customers.stayCustomerRead,
    status: 200,
  },
  'POST /huttosoft/import_customer/:clientId': {
    method: 'POST',
    path: '/huttosoft/import_customer/:clientId',
    resource: 'Customer',
    permission: 'login',
    tags: ['stay system'],
    params: stayClientParams,
    answer: customers.stayImportAnswer,
    status: 201,
  },
  'GET /huttosoft/cash_desks': {
    method: 'GET',
    path: '/huttosoft/cash_desks',
    resource: 'CashDesk',
    permission: need('rental_contract'),
    tags: ['stay system'],
    collection: payments.cashDeskRead,
    query: payments.cashDeskQuery,
    status: 200,
  },
  'GET /huttosoft/payment_methods': {
    method: 'GET',
    path: '/huttosoft/payment_methods',
    resource: 'PaymentMethod',
    permission: need('rental_contract'),
    tags: ['stay system'],
    collection: payments.paymentMethodRead,
    status: 200,
  },
} satisfies Record<string, ApiRoute>;
