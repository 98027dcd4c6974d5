import { resourceKeys } from '../query-keys.ts';

/**
 * Query keys of the customers (the scheme: app/query-keys.ts). A customer's contacts, phones and
 * comments are read with it (GET /customers/{id}): their writes refresh `detail(id)`.
 */
export const customerKeys = resourceKeys('customers');
