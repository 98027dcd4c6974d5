import { boolean, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { countries, currencies, displays, huttosoftInstances } from './reference.ts';

/** Billing companies (invoicing entities). */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  corporateName: text('corporate_name').notNull(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  displayId: integer('display_id')
    .notNull()
    .references(() => displays.id),
  socialStatus: text('social_status').notNull(),
  siret: text('siret'),
  ape: text('ape'),
  naf: text('naf'),
  sageCodeX3: text('sage_code_x3'),
  capital: numeric('capital', { precision: 14, scale: 2 }).notNull(),
  address: text('address').notNull(),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  timeZone: text('time_zone').notNull(),
  intraCommunityTvaNumber: text('intra_community_tva_number'),
  rentalAccount: text('rental_account'),
  receivableAccount: text('receivable_account'),
  email: text('email').unique(),
  phone: text('phone').unique(),
  hasExportSage: boolean('has_export_sage').notNull().default(false),
  /** Where each closing of the company's books is e-mailed (issue 23), if anywhere (migration 0019). */
  accountingEmail: text('accounting_email'),
});

export const sites = pgTable('sites', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  huttosoftId: text('huttosoft_id'),
  huttosoftInstanceId: integer('huttosoft_instance_id').references(() => huttosoftInstances.id),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  billingEntityId: integer('billing_entity_id')
    .notNull()
    .references(() => companies.id),
  sageCodeX3: text('sage_code_x3'),
  city: text('city'),
  timeZone: text('time_zone').notNull().default('Europe/Paris'),
  activated: boolean('activated').notNull().default(true),
  explorerReduction: boolean('explorer_reduction').notNull().default(false),
});

export const accountingPeriods = pgTable(
  'accounting_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    activated: boolean('activated').notNull().default(false),
  },
  (t) => [unique().on(t.companyId, t.startDate)],
);
