import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { featureAccesses, features, profiles } from '../../db/schema/access.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { selectFeatureAccesses } from './access.repository.ts';

/** Profiles, features and feature accesses: the lists, and the reads of their administration. */

/** The list of profiles (GET /profiles): its filters and orders. */
export const profileCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: profiles.id },
    name: { kind: 'partial', column: profiles.name },
    description: { kind: 'partial', column: profiles.description },
    activated: { kind: 'boolean', column: profiles.activated },
  },
  order: {
    id: profiles.id,
    name: profiles.name,
    description: profiles.description,
    activated: profiles.activated,
  },
  defaultOrder: [['id', 'asc']],
};

/** A page of profiles: its rows and count. */
export const profilePageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(profiles).where(where).$dynamic(),
  total: db.select({ count: count() }).from(profiles).where(where),
});

/** The list of features (GET /features): its filters and orders. */
export const featureCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: features.id },
    name: { kind: 'partial', column: features.name },
    identifier: { kind: 'exact', column: features.identifier },
    activated: { kind: 'boolean', column: features.activated },
  },
  order: { id: features.id, name: features.name, activated: features.activated },
  defaultOrder: [['id', 'asc']],
};

/** A page of features: its rows and count. */
export const featurePageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(features).where(where).$dynamic(),
  total: db.select({ count: count() }).from(features).where(where),
});

/** The list of feature accesses (GET /feature_accesses): its filters and orders. */
export const featureAccessCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: featureAccesses.id },
    'profile.id': { kind: 'int', column: profiles.id },
    'profile.name': { kind: 'exact', column: profiles.name },
    'feature.id': { kind: 'int', column: features.id },
    'feature.name': { kind: 'partial', column: features.name },
    accessType: { kind: 'exact', column: featureAccesses.accessType },
  },
  order: { id: featureAccesses.id, 'feature.id': features.id },
  defaultOrder: [['feature.id', 'asc']],
  itemsPerPage: 100,
};

/** A page of feature accesses: all of them, or only one profile's (`ownProfileId`). */
export const featureAccessPageOf =
  (db: DbOrTx, ownProfileId: number | undefined) => (filters: SQL | undefined) => {
    const where = and(filters, ownProfileId === undefined ? undefined : eq(profiles.id, ownProfileId));
    return {
      rows: selectFeatureAccesses(db).where(where).$dynamic(),
      total: db
        .select({ count: count() })
        .from(featureAccesses)
        .innerJoin(features, eq(features.id, featureAccesses.featureId))
        .innerJoin(profiles, eq(profiles.id, featureAccesses.profileId))
        .where(where),
    };
  };

const sameText = (column: typeof profiles.name | typeof features.name, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

/** Whether another profile than `exceptId` has this name, whatever its case. */
export const isProfileNameUsed = async (db: DbOrTx, name: string, exceptId?: number): Promise<boolean> => {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(sameText(profiles.name, name), exceptId === undefined ? undefined : ne(profiles.id, exceptId)),
    );
  return taken !== undefined;
};

/** Whether another feature than `exceptId` has this name, whatever its case. */
export const isFeatureNameUsed = async (db: DbOrTx, name: string, exceptId?: number): Promise<boolean> => {
  const [taken] = await db
    .select({ id: features.id })
    .from(features)
    .where(
      and(sameText(features.name, name), exceptId === undefined ? undefined : ne(features.id, exceptId)),
    );
  return taken !== undefined;
};

/** Whether another feature than `exceptId` has this identifier. */
export const isFeatureIdentifierUsed = async (
  db: DbOrTx,
  identifier: string,
  exceptId?: number,
): Promise<boolean> => {
  const [taken] = await db
    .select({ id: features.id })
    .from(features)
    .where(
      and(
        eq(features.identifier, identifier),
        exceptId === undefined ? undefined : ne(features.id, exceptId),
      ),
    );
  return taken !== undefined;
};

/** A feature's row by id (none when it does not exist). */
export const findFeatureById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(features).where(eq(features.id, id));
  return row;
};

/** The ids of every feature. */
export const allFeatureIds = async (db: DbOrTx): Promise<number[]> =>
  (await db.select({ id: features.id }).from(features)).map((f) => f.id);

/** The ids of every profile. */
export const allProfileIds = async (db: DbOrTx): Promise<number[]> =>
  (await db.select({ id: profiles.id }).from(profiles)).map((p) => p.id);

/** Those of these feature ids that exist. */
export const existingFeatureIds = async (db: DbOrTx, ids: number[]): Promise<Set<number>> =>
  new Set(
    (await db.select({ id: features.id }).from(features).where(inArray(features.id, ids))).map((f) => f.id),
  );

/** Every feature access of a profile, by feature id. */
export const featureAccessesOfProfile = (db: DbOrTx, profileId: number) =>
  selectFeatureAccesses(db).where(eq(featureAccesses.profileId, profileId)).orderBy(features.id);

/** A feature access with its feature and profile, by id (none when it does not exist). */
export const findFeatureAccessById = async (db: DbOrTx, id: number) => {
  const [row] = await selectFeatureAccesses(db).where(eq(featureAccesses.id, id));
  return row;
};
