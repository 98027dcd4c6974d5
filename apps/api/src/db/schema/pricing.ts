import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { declinations } from './catalogue.ts';
import { fidelities } from './customers.ts';
import { countries } from './reference.ts';
import { companies } from './sites.ts';

/** Prices, taxes and loyalty discounts (docs/domain.md "Pricing"). */

export const pricingTypes = pgTable('pricing_types', {
  id: integer('id').primaryKey(),
  description: text('description').notNull().unique(),
});

/** Half-day (1) or day (2). */
export const durationTypes = pgTable('duration_types', {
  id: integer('id').primaryKey(),
  description: text('description').notNull().unique(),
});

export const taxes = pgTable('taxes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  description: text('description').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});

/** A tax rule (e.g. "TVA 20 %") that pricings carry; its rates per country are in taxRuleRates. */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('tax_rules_description_unique').on(sql`lower(${t.description})`)],
);

/**
 * The rate (percent) of a tax rule in a country from a date (yyyy-mm-dd) until the next rate of the
 * same rule and country (docs/decisions/tax-rates.md).
 */
export const taxRuleRates = pgTable(
  'tax_rule_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    taxRuleId: integer('tax_rule_id')
      .notNull()
      .references(() => taxRules.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    validFrom: text('valid_from').notNull(),
  },
  (t) => [
    unique('tax_rule_rates_unique_from').on(t.taxRuleId, t.countryId, t.validFrom),
    check('tax_rule_rates_rate_range', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  ],
);

export const pricings = pgTable(
  'pricings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declinations.id),
    pricingTypeId: integer('pricing_type_id')
      .notNull()
      .references(() => pricingTypes.id),
    durationTypeId: integer('duration_type_id')
      .notNull()
      .references(() => durationTypes.id),
    duration: integer('duration').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    taxRuleId: integer('tax_rule_id')
      .notNull()
      .references(() => taxRules.id),
  },
  (t) => [
    unique('pricings_unique_rule').on(
      t.declinationId,
      t.companyId,
      t.pricingTypeId,
      t.durationTypeId,
      t.taxRuleId,
      t.duration,
    ),
    index('pricings_lookup_idx').on(
      t.companyId,
      t.declinationId,
      t.pricingTypeId,
      t.durationTypeId,
      t.duration,
    ),
  ],
);

/** Loyalty discounts: a percentage for a fidelity level, in force between two dates. */
export const settingsDiscounts = pgTable(
  'settings_discounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fidelityId: integer('fidelity_id')
      .notNull()
      .references(() => fidelities.id),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [index('settings_discounts_level_idx').on(t.fidelityId, t.startDate)],
);
