/** The whole Drizzle schema, one file per domain under schema/. */
export * from './schema/access.ts';
export * from './schema/catalogue.ts';
export * from './schema/customers.ts';
export * from './schema/deposits.ts';
export * from './schema/invoicing.ts';
export * from './schema/journal.ts';
export * from './schema/mail.ts';
export * from './schema/payments.ts';
export * from './schema/pricing.ts';
export * from './schema/reference.ts';
export * from './schema/rentals.ts';
export * from './schema/sites.ts';
export * from './schema/versions.ts';
