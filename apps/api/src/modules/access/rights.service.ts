import {
  AccessErrorCode,
  type FeatureAccessesUpdate,
  type FeatureAccessRead,
  type FeatureAccessUpdate,
  type FeatureCreate,
  type FeatureRead,
  type FeatureUpdate,
  isFixedFeatureIdentifier,
  type ProfileCreate,
  type ProfileRead,
  type ProfileUpdate,
} from '@velodesk/contract/api/access';
import {
  exportProfiles,
  hasFeature,
  isAdministrator,
  need,
  ProfileName,
} from '@velodesk/contract/permissions';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { featureAccesses, features, profiles } from '../../db/schema/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { accessAccess, accessRights, accessSignedIn } from './access.access.ts';
import { toFeatureAccessRead, toFeatureRead, toProfileRead } from './access.presenter.ts';
import { selectFeatureAccesses } from './access.repository.ts';

/**
 * Profiles, features and feature accesses: the lists, and their administration (access settings).
 * Rules of the administration: docs/decisions/profile-administration.md.
 */

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

/** Profiles are listed for user settings (the profile choice) and access settings. */
export const findProfiles = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessAccess(actor, need('settings_users', 'settings_access'));
  const db = dbOf(ctx);
  return findPage(
    profileCollection,
    query,
    (where) => ({
      rows: db.select().from(profiles).where(where).$dynamic(),
      total: db.select({ count: count() }).from(profiles).where(where),
    }),
    (rows) => rows.map(toProfileRead),
  );
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

export const findFeatures = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessRights(actor);
  const db = dbOf(ctx);
  return findPage(
    featureCollection,
    query,
    (where) => ({
      rows: db.select().from(features).where(where).$dynamic(),
      total: db.select({ count: count() }).from(features).where(where),
    }),
    (rows) => rows.map(toFeatureRead),
  );
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
  accessSignedIn(actor);
  const mayReadAll = hasFeature(actor, 'settings_access');
  const ownOnly = mayReadAll ? undefined : eq(profiles.id, actor.profileId);
  if (!mayReadAll && query['profile.name'] !== undefined && query['profile.name'] !== actor.profileName) {
    throw forbidden('You may only read the feature accesses of your own profile.').withCode(
      AccessErrorCode.ownRecordOnly,
    );
  }
  const db = dbOf(ctx);
  return findPage(
    featureAccessCollection,
    query,
    (filters) => {
      const where = and(filters, ownOnly);
      return {
        rows: selectFeatureAccesses(db).where(where).$dynamic(),
        total: db
          .select({ count: count() })
          .from(featureAccesses)
          .innerJoin(features, eq(features.id, featureAccesses.featureId))
          .innerJoin(profiles, eq(profiles.id, featureAccesses.profileId))
          .where(where),
      };
    },
    (rows) => rows.map(toFeatureAccessRead),
  );
};

// ---- administration (access settings) ----

/** Profile names the product reads (the administrator sees everything; both see the exports). */
const reservedProfileNames: readonly string[] = [ProfileName.admin, ...exportProfiles];
const isReservedName = (name: string) => reservedProfileNames.includes(name.trim().toUpperCase());

/**
 * A non-administrator changes only profiles of a lower rank than their own (a higher id), so
 * nobody grants their own profile or a higher one more rights.
 */
const assertMayChangeProfile = (actor: Actor, profileId: number) => {
  if (!isAdministrator(actor) && profileId <= actor.profileId) {
    throw forbidden('You may only change profiles of a lower rank than yours.').withCode(
      AccessErrorCode.profileRankProtected,
    );
  }
};

const assertMayUseName = (actor: Actor, name: string) => {
  if (isReservedName(name) && !isAdministrator(actor)) {
    throw forbidden(`Only the administrator may name a profile ${name.trim().toUpperCase()}.`).withCode(
      AccessErrorCode.reservedProfileName,
    );
  }
};

const sameText = (column: typeof profiles.name | typeof features.name, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

const assertProfileNameFree = async (db: DbOrTx, name: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(sameText(profiles.name, name), exceptId === undefined ? undefined : ne(profiles.id, exceptId)),
    );
  if (taken) throw valueTaken('name', 'This name is already used.', AccessErrorCode.profileNameTaken);
};

const findProfile = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw notFound('Profile').withCode(AccessErrorCode.profileNotFound);
  return row;
};

/** Journals a change of profiles or feature accesses, in the change's transaction. */
const journalRights = (
  ctx: AppContext,
  actor: Actor,
  type: 'profile_change' | 'feature_access_change',
  details: Record<string, unknown>,
) => recordTechnicalEvent(ctx, { type, userId: actor.userId, details });

/** Creates a profile; it starts with access "non" to every feature. */
export const createProfile = async (
  ctx: AppContext,
  actor: Actor,
  input: ProfileCreate,
): Promise<ProfileRead> =>
  transaction(ctx, async (tx) => {
    accessRights(actor);
    assertMayUseName(actor, input.name);
    await assertProfileNameFree(tx, input.name);
    const [row] = await tx
      .insert(profiles)
      .values({
        name: input.name,
        description: input.description ?? null,
        activated: input.activated ?? true,
      })
      .returning();
    const allFeatures = await tx.select({ id: features.id }).from(features);
    if (allFeatures.length > 0) {
      await tx
        .insert(featureAccesses)
        .values(allFeatures.map((f) => ({ featureId: f.id, profileId: row!.id, accessType: 'non' })));
    }
    await journalRights(ctx, actor, 'profile_change', {
      action: 'create',
      profile: row!.id,
      name: row!.name,
    });
    return toProfileRead(row!);
  });

/** Renames, describes, activates or deactivates a profile. */
export const updateProfile = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ProfileUpdate,
): Promise<ProfileRead> =>
  transaction(ctx, async (tx) => {
    accessRights(actor);
    const profile = await findProfile(tx, id);
    assertMayChangeProfile(actor, id);
    if (input.name !== undefined && input.name !== profile.name) {
      if (isReservedName(profile.name)) {
        throw unprocessable([
          violationOf('name', `The product reads the name ${profile.name}: this profile cannot be renamed.`),
        ]).withCode(AccessErrorCode.reservedProfileRename);
      }
      assertMayUseName(actor, input.name);
      await assertProfileNameFree(tx, input.name, id);
    }
    if (input.activated === false && profile.activated) {
      if (profile.name === ProfileName.admin) {
        throw unprocessable([
          violationOf('activated', 'The administrator profile cannot be deactivated.'),
        ]).withCode(AccessErrorCode.administratorProfileProtected);
      }
      if (id === actor.profileId) {
        throw unprocessable([violationOf('activated', 'You cannot deactivate your own profile.')]).withCode(
          AccessErrorCode.ownProfileProtected,
        );
      }
    }
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.activated !== undefined ? { activated: input.activated } : {}),
    };
    if (Object.keys(changes).length === 0) return toProfileRead(profile);
    const [row] = await tx.update(profiles).set(changes).where(eq(profiles.id, id)).returning();
    await journalRights(ctx, actor, 'profile_change', { action: 'update', profile: id, ...changes });
    return toProfileRead(row!);
  });

/**
 * Sets "oui" or "non" for each listed feature of a profile, in one transaction; the answer is every
 * feature access of the profile. The next call of a user of that profile reads the new grants.
 */
export const updateProfileFeatureAccesses = async (
  ctx: AppContext,
  actor: Actor,
  profileId: number,
  input: FeatureAccessesUpdate,
): Promise<FeatureAccessRead[]> =>
  transaction(ctx, async (tx) => {
    accessRights(actor);
    await findProfile(tx, profileId);
    assertMayChangeProfile(actor, profileId);
    const ids = input.map((item) => item.id);
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (twice.length > 0) {
      throw unprocessable([
        violationOf('', `These features are listed twice: ${[...new Set(twice)].join(', ')}.`),
      ]).withCode(AccessErrorCode.featureListedTwice);
    }
    if (ids.length > 0) {
      const found = new Set(
        (await tx.select({ id: features.id }).from(features).where(inArray(features.id, ids))).map(
          (f) => f.id,
        ),
      );
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw unprocessable([
          violationOf('', `These features do not exist: ${missing.join(', ')}.`),
        ]).withCode(AccessErrorCode.featureNotFound);
      }
      await tx
        .insert(featureAccesses)
        .values(
          input.map((item) => ({ featureId: item.id, profileId, accessType: item.yes ? 'oui' : 'non' })),
        )
        .onConflictDoUpdate({
          target: [featureAccesses.featureId, featureAccesses.profileId],
          set: { accessType: sql`excluded.access_type` },
        });
      await journalRights(ctx, actor, 'feature_access_change', {
        profile: profileId,
        accesses: input.map((item) => ({ feature: item.id, access: item.yes ? 'oui' : 'non' })),
      });
    }
    const rows = await selectFeatureAccesses(tx)
      .where(eq(featureAccesses.profileId, profileId))
      .orderBy(features.id);
    return rows.map(toFeatureAccessRead);
  });

/** Changes one feature access (oui or non). */
export const updateFeatureAccess = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: FeatureAccessUpdate,
): Promise<FeatureAccessRead> =>
  transaction(ctx, async (tx) => {
    accessRights(actor);
    const [row] = await selectFeatureAccesses(tx).where(eq(featureAccesses.id, id));
    if (!row) throw notFound('Feature access').withCode(AccessErrorCode.featureAccessNotFound);
    assertMayChangeProfile(actor, row.profileId);
    await tx.update(featureAccesses).set({ accessType: input.accessType }).where(eq(featureAccesses.id, id));
    await journalRights(ctx, actor, 'feature_access_change', {
      profile: row.profileId,
      accesses: [{ featureAccess: id, access: input.accessType }],
    });
    return toFeatureAccessRead({ ...row, accessType: input.accessType });
  });

const assertFeatureNameFree = async (db: DbOrTx, name: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: features.id })
    .from(features)
    .where(
      and(sameText(features.name, name), exceptId === undefined ? undefined : ne(features.id, exceptId)),
    );
  if (taken) throw valueTaken('name', 'This name is already used.', AccessErrorCode.featureNameTaken);
};

const identifierTaken = async (db: DbOrTx, identifier: string, exceptId?: number) => {
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

/** An identifier from a name: "Caisse du soir" gives caisse_du_soir. */
const identifierFromName = (name: string): string => {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return /^[a-z][a-z0-9_]+$/.test(slug) ? slug : `feature_${slug}`.replace(/_+$/, '');
};

/**
 * Adds a feature; every profile starts with access "non" to it. Only the seven fixed features guard
 * routes: a feature added here is a flag for later use.
 */
export const createFeature = async (
  ctx: AppContext,
  actor: Actor,
  input: FeatureCreate,
): Promise<FeatureRead> =>
  transaction(ctx, async (tx) => {
    accessRights(actor);
    await assertFeatureNameFree(tx, input.name);
    let identifier = input.identifier ?? identifierFromName(input.name);
    if (input.identifier !== undefined) {
      if (await identifierTaken(tx, identifier)) {
        throw valueTaken(
          'identifier',
          'This identifier is already used.',
          AccessErrorCode.featureIdentifierTaken,
        );
      }
    } else {
      const base = identifier;
      for (let n = 2; await identifierTaken(tx, identifier); n++) identifier = `${base}_${n}`;
    }
    const [row] = await tx
      .insert(features)
      .values({ name: input.name, identifier, activated: input.activated ?? true })
      .returning();
    const allProfiles = await tx.select({ id: profiles.id }).from(profiles);
    if (allProfiles.length > 0) {
      await tx
        .insert(featureAccesses)
        .values(allProfiles.map((p) => ({ featureId: row!.id, profileId: p.id, accessType: 'non' })));
    }
    await journalRights(ctx, actor, 'feature_access_change', {
      action: 'create feature',
      feature: row!.id,
      identifier,
    });
    return toFeatureRead(row!);
  });

/** Renames, activates or deactivates a feature; the seven fixed identifiers never change. */
export const updateFeature = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: FeatureUpdate,
): Promise<FeatureRead> =>
  transaction(ctx, async (tx) => {
    accessRights(actor);
    const [feature] = await tx.select().from(features).where(eq(features.id, id));
    if (!feature) throw notFound('Feature').withCode(AccessErrorCode.featureNotFound);
    if (input.identifier !== undefined && input.identifier !== feature.identifier) {
      if (isFixedFeatureIdentifier(feature.identifier)) {
        throw unprocessable([
          violationOf(
            'identifier',
            'The product reads this identifier: it cannot change.',
            AccessErrorCode.fixedIdentifier,
          ),
        ]).withCode(AccessErrorCode.fixedIdentifier);
      }
      if (await identifierTaken(tx, input.identifier, id)) {
        throw valueTaken(
          'identifier',
          'This identifier is already used.',
          AccessErrorCode.featureIdentifierTaken,
        );
      }
    }
    if (input.name !== undefined && input.name !== feature.name)
      await assertFeatureNameFree(tx, input.name, id);
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.identifier !== undefined ? { identifier: input.identifier } : {}),
      ...(input.activated !== undefined ? { activated: input.activated } : {}),
    };
    if (Object.keys(changes).length === 0) return toFeatureRead(feature);
    const [row] = await tx.update(features).set(changes).where(eq(features.id, id)).returning();
    await journalRights(ctx, actor, 'feature_access_change', {
      action: 'update feature',
      feature: id,
      ...changes,
    });
    return toFeatureRead(row!);
  });
