import type { TestApp } from '../test-app.ts';
import {
  createCustomer,
  createDeclination,
  createPricings,
  createProducts,
  createSite,
  createTaxRule,
  createUser,
  unique,
} from './index.ts';

/**
 * A site ready to rent: bikes (range "électrique"), helmets (an accessory range), prices for 1 to
 * 10 days and the half-day, a customer, and signed-in users: `counter` (planning, reservations,
 * contracts), `trainee` (planning, reservations), `viewer` (planning only).
 */
export const createRentalWorld = async (t: TestApp, options: { bikes?: number; rate?: string } = {}) => {
  const db = t.database.db;
  const { site, company, countryId } = await createSite(db);
  const tax = await createTaxRule(db, { countryId, rate: options.rate ?? '20.00' });
  const bike = await createDeclination(db, { rangeName: 'électrique', model: unique('E-City'), size: 'M' });
  const helmet = await createDeclination(db, {
    rangeName: 'accessoires',
    model: unique('Helmet'),
    size: 'S',
  });
  for (const { declination } of [bike, helmet]) {
    await createPricings(db, { companyId: company.id, declinationId: declination.id, taxRuleId: tax.id });
  }
  const bikes = await createProducts(db, {
    siteId: site.id,
    declinationId: bike.declination.id,
    count: options.bikes ?? 8,
  });
  const helmets = await createProducts(db, {
    siteId: site.id,
    declinationId: helmet.declination.id,
    count: 3,
  });
  const customer = await createCustomer(db, { level: 1 });
  const login = async (features: Parameters<typeof createUser>[1]['features']) => {
    const made = await createUser(db, { features, siteIds: [site.id] });
    return (await t.login(made.username, made.password)).authorization;
  };
  return {
    site,
    company,
    countryId,
    tax,
    bike,
    helmet,
    bikes,
    helmets,
    customer,
    counter: await login(['planning', 'rental_reservation', 'rental_contract']),
    trainee: await login(['planning', 'rental_reservation']),
    viewer: await login(['planning']),
  };
};

export const productIri = (product: { id: number }) => `/api/products/${product.id}`;
export const customerIri = (customer: { id: number }) => `/api/customers/${customer.id}`;
