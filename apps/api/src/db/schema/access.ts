import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { languages } from './reference.ts';
import { sites } from './sites.ts';

/** Profiles: the id is also the rank (a lower id is a higher rank). */
export const profiles = pgTable('profiles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  activated: boolean('activated').notNull().default(true),
});

export const features = pgTable('features', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  identifier: text('identifier').notNull().unique(),
  activated: boolean('activated').notNull().default(true),
});

export const featureAccesses = pgTable(
  'feature_accesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accessType: text('access_type').notNull().default('non'),
  },
  (t) => [unique().on(t.featureId, t.profileId)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    languageId: integer('language_id').references(() => languages.id),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    entryDate: date('entry_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    roles: jsonb('roles').$type<string[]>().notNull().default(sql`'["ROLE_USER"]'::jsonb`),
    activated: boolean('activated').notNull().default(true),
    settingsPlanning: integer('settings_planning').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_last_name_idx').on(t.lastName)],
);

/** The sites ("destinations") a user is linked to. */
export const userSites = pgTable(
  'user_sites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index('user_sites_site_idx').on(t.siteId)],
);

/** The user's current site. */
export const settingsUsers = pgTable('settings_users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
});

/**
 * Server-side sessions behind the signed tokens: a token is valid only while its session is neither
 * revoked nor expired; a refresh rotates to a new session and keeps the old one for a short grace.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a refresh replaced this session; it keeps working until this instant. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use account tokens (confirmation, password reset, initialization), stored as a SHA-256
 * hash of the random token that only the e-mail holds.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/**
 * Throttled attempts (failed sign-ins, forgotten-password requests, token checks), one row each,
 * kept in the database so that every API process behind the load balancer counts the same ones
 * (docs/decisions/sessions-and-tokens.md). `bucket` names what is counted, `key` for whom (an
 * account or an address); rows older than the window are deleted as new ones come.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_hits_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);
