import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { civilities, countries, languages } from './reference.ts';

/** Customers (individuals and companies), their e-mails and phones. */

export const customerTypes = pgTable('customer_types', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
});

export const fidelities = pgTable('fidelities', {
  id: integer('id').primaryKey(),
  level: integer('level').notNull().unique(),
});

export const emails = pgTable('emails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stored lower-cased: two customers never share an address whatever its case. */
  email: text('email').notNull().unique(),
});

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => customerTypes.id),
    /** First name of an individual, or the company name. */
    name: text('name'),
    lastname: text('lastname'),
    civilityId: integer('civility_id').references(() => civilities.id),
    address: text('address'),
    complement: text('complement'),
    city: text('city'),
    countryId: integer('country_id').references(() => countries.id),
    languageId: integer('language_id').references(() => languages.id),
    fidelityId: integer('fidelity_id')
      .notNull()
      .default(1)
      .references(() => fidelities.id),
    emailId: integer('email_id').references(() => emails.id),
    canvassing: boolean('canvassing').notNull().default(false),
    huttosoft: text('huttosoft').unique(),
    huttosoftCode: text('huttosoft_code'),
    isActive: boolean('is_active').notNull().default(true),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Encrypted at rest (platform/identity-key.ts); shown masked. */
    identityNumber: text('identity_number'),
    tradeCompanyRegister: text('trade_company_register'),
    tvaIntracom: text('tva_intracom'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Personal fields replaced by neutral values (retention or erasure; docs/decisions/personal-data.md). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Identity number and birth date removed after the retention. */
    identityObscuredAt: timestamp('identity_obscured_at', { withTimezone: true }),
  },
  (t) => [
    index('customers_type_idx').on(t.typeId, t.id),
    index('customers_lastname_idx').on(t.lastname),
    index('customers_name_idx').on(t.name),
  ],
);

export const phones = pgTable(
  'phones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('phones_customer_idx').on(t.customerId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname'),
    lastname: text('lastname').notNull(),
    emailId: integer('email_id').references(() => emails.id),
    phoneId: integer('phone_id').references(() => phones.id),
    function: text('function'),
    civilityId: integer('civility_id').references(() => civilities.id),
    identityNumber: text('identity_number'),
    birthDate: date('birth_date', { mode: 'string' }),
  },
  (t) => [index('contacts_customer_idx').on(t.customerId)],
);

/** Comments on a customer or a rental; the creator is the signed-in user. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    comment: text('comment').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The rental commented on; its foreign key comes with the rentals tables. */
    rentalId: integer('rental_id'),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_customer_idx').on(t.customerId), index('comments_rental_idx').on(t.rentalId)],
);

/** A billing company's retention of customers' personal data (migration 0021); none: the defaults. */
export const retentionSettings = pgTable('retention_settings', {
  companyId: integer('company_id').primaryKey(),
  identityMonths: integer('identity_months').notNull(),
  anonymiseYears: integer('anonymise_years').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by_id'),
});

/** The days the daily retention job ran: the process that claims a day runs it (migration 0021). */
export const retentionJobDays = pgTable('retention_job_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  claimedBy: text('claimed_by').notNull(),
});
