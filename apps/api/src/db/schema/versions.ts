import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The deployed versions (back-office.md "Deploy version"; docs/decisions/versions-and-certificates.md):
 * one row per combination of the API's, the web app's and the fiscal version, recorded the first
 * time the API starts with it (migration 0013_deploy_versions.sql).
 */
export const deployVersions = pgTable(
  'deploy_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    versionBack: text('version_back').notNull(),
    versionFront: text('version_front').notNull(),
    versionFiscale: text('version_fiscale').notNull(),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('deploy_versions_versions_key').on(table.versionBack, table.versionFront, table.versionFiscale),
  ],
);
