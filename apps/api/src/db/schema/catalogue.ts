import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { sites } from './sites.ts';

/** The fleet: ranges, declinations, products, their statuses and history. */

export const ranges = pgTable('ranges', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const declinations = pgTable(
  'declinations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rangeId: integer('range_id')
      .notNull()
      .references(() => ranges.id),
    model: text('model').notNull(),
    size: text('size').notNull(),
    min: integer('min'),
    max: integer('max'),
    unit: text('unit'),
    type: text('type'),
  },
  (t) => [unique().on(t.rangeId, t.model, t.size)],
);

export const productStatuses = pgTable('product_statuses', {
  id: integer('id').primaryKey(),
  status: text('status').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declinations.id),
    internalNumber: text('internal_number').notNull().unique(),
    serialNumber: text('serial_number').unique(),
    statusId: integer('status_id')
      .notNull()
      .references(() => productStatuses.id),
  },
  (t) => [index('products_site_idx').on(t.siteId, t.declinationId)],
);

export const productHistories = pgTable(
  'product_histories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    oldStatusId: integer('old_status_id')
      .notNull()
      .references(() => productStatuses.id),
    newStatusId: integer('new_status_id')
      .notNull()
      .references(() => productStatuses.id),
    comment: text('comment'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_histories_product_idx').on(t.productId)],
);
