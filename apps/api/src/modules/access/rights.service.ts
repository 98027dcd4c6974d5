import type { FeatureAccessRead, FeatureRead, ProfileRead } from '@velodesk/contract/api/access';
import { type FeatureIdentifier, hasFeature } from '@velodesk/contract/permissions';
import { and, count, eq } from 'drizzle-orm';
import { featureAccesses, features, profiles } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';

/** Profiles, features and feature accesses (read side; administration comes with user settings). */

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

export const toProfileRead = (row: typeof profiles.$inferSelect): ProfileRead => ({
  '@id': ref('profiles', row.id),
  '@type': 'Profile',
  id: row.id,
  name: row.name,
  description: row.description,
  activated: row.activated,
});

export const findProfiles = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(profileCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(profiles).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(profiles).where(parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toProfileRead), total };
};

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

export const toFeatureRead = (row: typeof features.$inferSelect): FeatureRead => ({
  '@id': ref('features', row.id),
  '@type': 'Feature',
  id: row.id,
  name: row.name,
  identifier: row.identifier as FeatureIdentifier,
  activated: row.activated,
});

export const findFeatures = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(featureCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(features).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(features).where(parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toFeatureRead), total };
};

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

/**
 * Feature accesses. Anyone may read their own profile's (the web app hides menus with them);
 * reading another profile's needs the access-settings feature.
 */
export const findFeatureAccesses = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(featureAccessCollection, query);
  const mayReadAll = hasFeature(actor, 'settings_access');
  const ownOnly = mayReadAll ? undefined : eq(profiles.id, actor.profileId);
  if (!mayReadAll && query['profile.name'] !== undefined && query['profile.name'] !== actor.profileName) {
    throw forbidden('You may only read the feature accesses of your own profile.');
  }
  const where = and(parsed.where, ownOnly);
  const base = ctx.db
    .select({
      id: featureAccesses.id,
      accessType: featureAccesses.accessType,
      featureId: features.id,
      featureName: features.name,
      featureIdentifier: features.identifier,
      profileId: profiles.id,
      profileName: profiles.name,
    })
    .from(featureAccesses)
    .innerJoin(features, eq(features.id, featureAccesses.featureId))
    .innerJoin(profiles, eq(profiles.id, featureAccesses.profileId));
  const { rows, total } = await runPage(
    base.where(where).$dynamic(),
    ctx.db
      .select({ count: count() })
      .from(featureAccesses)
      .innerJoin(features, eq(features.id, featureAccesses.featureId))
      .innerJoin(profiles, eq(profiles.id, featureAccesses.profileId))
      .where(where),
    parsed,
  );
  const members: FeatureAccessRead[] = rows.map((row) => ({
    '@id': ref('feature_accesses', row.id),
    '@type': 'FeatureAccess',
    id: row.id,
    feature: {
      '@id': ref('features', row.featureId),
      id: row.featureId,
      name: row.featureName,
      identifier: row.featureIdentifier,
    },
    profile: { '@id': ref('profiles', row.profileId), id: row.profileId, name: row.profileName },
    accessType: row.accessType === 'oui' ? 'oui' : 'non',
  }));
  return { parsed, members, total };
};
