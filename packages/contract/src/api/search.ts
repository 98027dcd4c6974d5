import { z } from 'zod';

/**
 * The top-bar search (GET /search?q=): rentals by number, customers by name, e-mail or phone,
 * products by internal or serial number, each group scoped to what the user may open.
 */

/** Shortest text searched among customers and products (trimmed); a rental number may be 1 digit. */
export const searchTermMin = 2;
export const searchTermMax = 100;
/** At most this many results per group. */
export const searchGroupLimit = 6;

export const searchQuery = z.object({
  q: z.string().trim().min(1).max(searchTermMax),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchRental = z.object({
  id: z.number().int(),
  rentalTypeId: z.number().int(),
  stateId: z.number().int(),
  /** Local date-times, as the rentals API answers them. */
  startDate: z.string(),
  endDate: z.string(),
  customerName: z.string(),
  siteName: z.string(),
});
export type SearchRental = z.infer<typeof searchRental>;

export const searchCustomer = z.object({
  id: z.number().int(),
  /** 1 company, 2 individual: the page it opens (company-details or customers-details). */
  typeId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type SearchCustomer = z.infer<typeof searchCustomer>;

export const searchProduct = z.object({
  id: z.number().int(),
  internalNumber: z.string(),
  serialNumber: z.string().nullable(),
  model: z.string(),
  rangeName: z.string(),
  siteId: z.number().int(),
  siteName: z.string(),
  /** The product's status now (product_statuses: 2 available, 3 rented, 4 unavailable…). */
  status: z.object({ id: z.number().int(), status: z.string() }),
});
export type SearchProduct = z.infer<typeof searchProduct>;

/** A group the user may not open is null (not searched), an empty list when nothing matched. */
export const searchAnswer = z.object({
  '@type': z.literal('SearchResult'),
  q: z.string(),
  rentals: z.array(searchRental).nullable(),
  customers: z.array(searchCustomer).nullable(),
  products: z.array(searchProduct).nullable(),
  /** Per group, whether more matched than the searchGroupLimit shown (the screen says so). */
  more: z.object({ rentals: z.boolean(), customers: z.boolean(), products: z.boolean() }),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
