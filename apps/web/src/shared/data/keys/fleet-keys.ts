import { resourceKeys } from '../query-keys.ts';

/** Query keys of the catalogue's resources (the scheme: app/query-keys.ts). */
export const productKeys = resourceKeys('products');
export const productHistoryKeys = resourceKeys('product_histories');
export const productStatusKeys = resourceKeys('product_statuses');
export const rangeKeys = resourceKeys('ranges');
export const declinationKeys = resourceKeys('declinations');
