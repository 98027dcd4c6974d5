import { provideCataloguePorts } from '../catalogue/catalogue.api.ts';
import { provideCustomersPorts } from '../customers/customers.api.ts';
import { readRentalIdsOfProducts } from './product-rentals.read.ts';
import { isRentalOfSites, readRentalSites } from './rental-sites.read.ts';
import { customerHasRentals } from './rentals.queries.ts';
import {
  clearRentalNotesOfCustomer,
  readCustomerRentalSummaries,
  readCustomerRentals,
} from './rentals.read.ts';

/**
 * The rentals module's links with the modules below it, made at the app's registration
 * (domain-events.ts): a product's answer lists its rentals through the catalogue's port, and the customers
 * read their rentals (a comment's site, a customer's rentals, the personal data) through theirs.
 */
export const registerRentals = (): void => {
  provideCataloguePorts({ readRentalIdsOfProducts });
  provideCustomersPorts({
    readRentalSites,
    isRentalOfSites,
    customerHasRentals,
    readCustomerRentalSummaries,
    readCustomerRentals,
    clearRentalNotesOfCustomer,
  });
};
