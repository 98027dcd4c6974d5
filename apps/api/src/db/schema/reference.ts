import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference lists whose ids are fixed by migrations (docs/domain.md "Fixed reference data"). */

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  code: text('code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  codeIso31662: text('code_iso_3166_2').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

export const civilities = pgTable('civilities', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

/** Display of prices: HT (excl. tax) or TTC (incl. tax). */
export const displays = pgTable('displays', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Instances of the external stay system a site can be linked to. */
export const huttosoftInstances = pgTable('huttosoft_instances', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

/** Key/value settings the application keeps for itself (e.g. the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
