import {
  type SearchAnswer,
  type SearchQuery,
  searchGroupLimit,
  searchTermMin,
} from '@velodesk/contract/api/search';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { searchProducts } from '../catalogue/catalogue.api.ts';
import { customerNames, searchCustomers } from '../customers/customers.api.ts';
import { searchRentals } from '../rentals/rentals.api.ts';
import { readSiteNames } from '../sites/sites.api.ts';
import { accessSearch } from './search.access.ts';

/** A rental number as typed: digits, maybe after a '#' or 'N°'. */
const rentalNumberOf = (q: string): string | null => {
  const match = /^(?:#|n°\s*|no\.?\s*)?(\d{1,10})$/i.exec(q.trim());
  return match ? match[1]! : null;
};

const fullName = (name: string | null, lastname: string | null) =>
  [name, lastname].filter(Boolean).join(' ').trim();

/**
 * GET /search?q=: rentals by number, customers by name, e-mail or phone, products by internal or
 * serial number (docs/decisions/top-bar-search.md), each group at most searchGroupLimit results
 * (`more` says when a group had more), a group the user may not open null.
 */
export const search = async (ctx: AppContext, actor: Actor, input: SearchQuery): Promise<SearchAnswer> => {
  const scope = accessSearch(actor);
  const { db } = ctx;
  const q = input.q.trim();
  const number = rentalNumberOf(q);
  const long = q.length >= searchTermMin;
  // One more than shown per group: whether more matched, without counting them all.
  const asked = searchGroupLimit + 1;
  const [rentalFound, customerFound, productFound] = await Promise.all([
    scope.rentals && number ? searchRentals(db, number, scope.siteIds, asked) : [],
    scope.customers && long ? searchCustomers(db, q, asked) : [],
    scope.products && long ? searchProducts(db, q, scope.siteIds, asked) : [],
  ]);
  const rentalHits = rentalFound.slice(0, searchGroupLimit);
  const customerHits = customerFound.slice(0, searchGroupLimit);
  const productHits = productFound.slice(0, searchGroupLimit);
  const siteIds = [...rentalHits.map((r) => r.siteId), ...productHits.map((p) => p.siteId)];
  const [siteNames, names] = await Promise.all([
    readSiteNames(db, siteIds),
    customerNames(
      db,
      rentalHits.map((r) => r.customerId),
    ),
  ]);
  return {
    '@type': 'SearchResult',
    q,
    rentals: scope.rentals
      ? rentalHits.map((rental) => {
          const customer = names.get(rental.customerId);
          return {
            id: rental.id,
            rentalTypeId: rental.rentalTypeId,
            stateId: rental.stateId,
            startDate: rental.startDate,
            endDate: rental.endDate,
            customerName: customer ? fullName(customer.name, customer.lastname) : '',
            siteName: siteNames.get(rental.siteId) ?? '',
          };
        })
      : null,
    customers: scope.customers
      ? customerHits.map((customer) => ({
          id: customer.id,
          typeId: customer.typeId,
          name: fullName(customer.name, customer.lastname),
          email: customer.email,
          phone: customer.phone,
        }))
      : null,
    products: scope.products
      ? productHits.map((product) => ({ ...product, siteName: siteNames.get(product.siteId) ?? '' }))
      : null,
    more: {
      rentals: rentalFound.length > searchGroupLimit,
      customers: customerFound.length > searchGroupLimit,
      products: productFound.length > searchGroupLimit,
    },
  };
};
