import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { products } from './catalogue.ts';
import { customers } from './customers.ts';
import { pricingTypes } from './pricing.ts';
import { sites } from './sites.ts';

/**
 * Rentals (reservations and contracts), their lines and replaced products
 * (docs/decisions/rentals-periods-and-holds.md). Migration 0007_rentals.sql is hand-written: it
 * also creates the exclusion constraint that Drizzle cannot express.
 */

/** A PostgreSQL tstzrange, read and written as its text form (e.g. `["2026-07-14 06:00:00+00",...]`). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const rentalTypes = pgTable('rental_types', {
  id: integer('id').primaryKey(),
  description: text('description').notNull().unique(),
});

export const rentalStates = pgTable('rental_states', {
  id: integer('id').primaryKey(),
  description: text('description').notNull().unique(),
});

export const rentals = pgTable(
  'rentals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rentalTypeId: integer('rental_type_id')
      .notNull()
      .references(() => rentalTypes.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => rentalStates.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Wall-clock date and period of the site (docs/decisions/rental-periods.md). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startPeriod: integer('start_period').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endPeriod: integer('end_period').notNull(),
    /** The same two moments as instants, from the site's time zone. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    pricingTypeId: integer('pricing_type_id')
      .notNull()
      .references(() => pricingTypes.id),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    stayId: text('stay_id'),
    stayLink: text('stay_link'),
    emplacementName: text('emplacement_name'),
    dutyFreeAmount: numeric('duty_free_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    allTaxesIncludedAmount: numeric('all_taxes_included_amount', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    invoicingDisabled: boolean('invoicing_disabled').notNull().default(false),
    fds: boolean('fds').notNull().default(false),
    /** The stay system's payment page of the stay (end of stay), when it gives one. */
    paymentLink: text('payment_link'),
    comments: text('comments'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rentals_site_idx').on(t.siteId, t.id),
    index('rentals_customer_idx').on(t.customerId),
    /** The planning: a site's rentals whose range meets a window (migration 0007, gist). */
    index('rentals_site_period_idx').using(
      'gist',
      t.siteId,
      sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[]')`,
    ),
    index('rentals_state_idx').on(t.stateId),
  ],
);

/**
 * A rental line: one product held by a rental for the rental's range. `live` is false once the
 * rental is cancelled (4) or failed (5); the exclusion constraint `rental_products_no_overlap`
 * (migration 0007) forbids two live lines of one product over overlapping ranges.
 */
export const rentalProducts = pgTable(
  'rental_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    held: tstzrange('held').notNull(),
    live: boolean('live').notNull().default(true),
    dutyFreeAmount: numeric('duty_free_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    allTaxesIncludedAmount: numeric('all_taxes_included_amount', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    /** The pricing the line was priced with (pricing type, display, amounts, pricing id). */
    declinationPricingModels: jsonb('declination_pricing_models')
      .$type<unknown>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    validated: boolean('validated').notNull().default(false),
  },
  (t) => [
    index('rental_products_rental_idx').on(t.rentalId),
    index('rental_products_product_idx').on(t.productId),
  ],
);

export const replacedProducts = pgTable(
  'replaced_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    rentalProductId: integer('rental_product_id')
      .notNull()
      .references(() => rentalProducts.id, { onDelete: 'cascade' }),
    oldProductId: integer('old_product_id')
      .notNull()
      .references(() => products.id),
    newProductId: integer('new_product_id')
      .notNull()
      .references(() => products.id),
    comment: text('comment'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('replaced_products_rental_idx').on(t.rentalId)],
);
