import { resourceKeys } from '../query-keys.ts';

/** Query keys of the rentals' resources (the scheme: app/query-keys.ts). */
export const rentalKeys = resourceKeys('rentals');
export const rentalProductKeys = resourceKeys('rental_products');
export const planningKeys = resourceKeys('plannings');
export const availabilityKeys = resourceKeys('products/available_for_reservation');
/** The loyalty discount and pricing type a customer (and stay) get by default. */
export const defaultDiscountKeys = resourceKeys('rentals/default_discount');
