import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deployVersions } from '../../db/schema/versions.ts';
import type { RunningVersion } from '../../platform/running-version.ts';

/** Queries of the versions module's own table (db/schema/versions.ts). */

export type DeployVersionRow = typeof deployVersions.$inferSelect;

/**
 * Records a combination of versions unless it is already there: one statement, so two APIs
 * starting at once on the same database both succeed and leave one row (the unique key and ON
 * CONFLICT DO NOTHING). The NOT EXISTS spares an id of the sequence at every start with a known
 * combination, so that the list's ids follow each other. True when this call wrote it.
 */
export const insertDeployVersion = async (
  db: DbOrTx,
  version: RunningVersion,
  deployedAt: Date,
): Promise<boolean> => {
  const same = and(
    eq(deployVersions.versionBack, version.versionBack),
    eq(deployVersions.versionFront, version.versionFront),
    eq(deployVersions.versionFiscale, version.versionFiscale),
  );
  const written = await db.execute(sql`
    insert into ${deployVersions} ("version_back", "version_front", "version_fiscale", "deployed_at")
    select ${version.versionBack}, ${version.versionFront}, ${version.versionFiscale}, ${deployedAt.toISOString()}::timestamptz
    where not exists (select 1 from ${deployVersions} where ${same})
    on conflict ("version_back", "version_front", "version_fiscale") do nothing
    returning "id"`);
  return (written as unknown as { rows: unknown[] }).rows.length > 0;
};

export const findDeployVersion = async (db: DbOrTx, id: number): Promise<DeployVersionRow | null> =>
  (await db.select().from(deployVersions).where(eq(deployVersions.id, id)))[0] ?? null;

/** The version in use: the latest recorded combination. */
export const findLatestDeployVersion = async (db: DbOrTx): Promise<DeployVersionRow | null> =>
  (await db.select().from(deployVersions).orderBy(desc(deployVersions.id)).limit(1))[0] ?? null;
