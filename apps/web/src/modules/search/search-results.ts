import type { SearchAnswer } from '@velodesk/contract/api/search';
import { CustomerType } from '@velodesk/contract/ids';

/** One line of the search's list: what it shows and the page it opens. */
export interface SearchItem {
  key: string;
  group: 'rentals' | 'customers' | 'products';
  path: string;
}

/** Whether a text is worth asking the server: a rental number (digits), or 2 characters or more. */
export const isSearchable = (q: string): boolean => {
  const text = q.trim();
  return /^#?\d+$/.test(text) || text.length >= 2;
};

/**
 * The results in the order they are listed (rentals, customers, products), with their pages. A
 * product opens the fleet for who may manage it, else the planning, where a counter sees it
 * read-only with its bookings.
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
    path: canOpenFleet
      ? `/fleet?${new URLSearchParams({ internalNumber: product.internalNumber, site: String(product.siteId) })}`
      : '/calendar',
  })),
];
