import type { SearchAnswer } from '@velodesk/contract/api/search';
import { CustomerType } from '@velodesk/contract/ids';

/**
 * One line of the search's list: what it shows and the page it opens. A product opens its card in
 * the dialog (`productId`); `path` is then the fleet filtered on it, for who may manage it, else null.
 */
export type SearchItem =
  | { key: string; group: 'rentals' | 'customers'; path: string }
  | { key: string; group: 'products'; productId: number; path: string | null };

/** Whether a text is worth asking the server: a rental number (digits), or 2 characters or more. */
export const isSearchable = (q: string): boolean => {
  const text = q.trim();
  return /^#?\d+$/.test(text) || text.length >= 2;
};

/**
 * The results in the order they are listed (rentals, customers, products), with their pages. A
 * product opens its card, read-only with its status and its bookings (issue 22); who may manage
 * the fleet may go on to the fleet filtered on it.
 */
export const searchItems = (answer: SearchAnswer | undefined, canOpenFleet = true): SearchItem[] => [
  ...(answer?.rentals ?? []).map((rental) => ({
    key: `rental-${rental.id}`,
    group: 'rentals' as const,
    path: `/rental-details/${rental.id}`,
  })),
  ...(answer?.customers ?? []).map((customer) => ({
    key: `customer-${customer.id}`,
    group: 'customers' as const,
    path:
      customer.typeId === CustomerType.company
        ? `/company-details/${customer.id}`
        : `/customers-details/${customer.id}`,
  })),
  ...(answer?.products ?? []).map((product) => ({
    key: `product-${product.id}`,
    group: 'products' as const,
    productId: product.id,
    path: canOpenFleet
      ? `/fleet?${new URLSearchParams({ internalNumber: product.internalNumber, site: String(product.siteId) })}`
      : null,
  })),
];
