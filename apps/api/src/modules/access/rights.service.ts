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
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { accessAccess, accessRights, accessSignedIn } from './access.access.ts';
import { toFeatureAccessRead, toFeatureRead, toProfileRead } from './access.presenter.ts';
import { findProfileById } from './access.repository.ts';
import {
  allFeatureIds,
  allProfileIds,
  existingFeatureIds,
  featureAccessCollection,
  featureAccessesOfProfile,
  featureAccessPageOf,
  featureCollection,
  featurePageOf,
  findFeatureAccessById,
  findFeatureById,
  isFeatureIdentifierUsed,
  isFeatureNameUsed,
  isProfileNameUsed,
  profileCollection,
  profilePageOf,
} from './rights.read.ts';
import {
  insertFeature,
  insertFeatureAccesses,
  insertProfile,
  setFeatureAccessType,
  updateFeatureRow,
  updateProfileRow,
  upsertFeatureAccesses,
} from './rights.repository.ts';

/**
 * Profiles, features and feature accesses: the lists, and their administration (access settings).
 * Rules of the administration: docs/decisions/profile-administration.md.
 */

export { featureAccessCollection, featureCollection, profileCollection } from './rights.read.ts';

/** Profiles are listed for user settings (the profile choice) and access settings. */
export const findProfiles = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessAccess(actor, need('settings_users', 'settings_access'));
  return findPage(profileCollection, query, profilePageOf(dbOf(ctx)), (rows) => rows.map(toProfileRead));
};

export const findFeatures = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessRights(actor);
  return findPage(featureCollection, query, featurePageOf(dbOf(ctx)), (rows) => rows.map(toFeatureRead));
};

/**
 * Feature accesses. Anyone may read their own profile's (the web app hides menus with them);
 * reading another profile's needs the access-settings feature.
 */
export const findFeatureAccesses = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const mayReadAll = hasFeature(actor, 'settings_access');
  if (!mayReadAll && query['profile.name'] !== undefined && query['profile.name'] !== actor.profileName) {
    throw forbidden('You may only read the feature accesses of your own profile.').withCode(
      AccessErrorCode.ownRecordOnly,
    );
  }
  return findPage(
    featureAccessCollection,
    query,
    featureAccessPageOf(dbOf(ctx), mayReadAll ? undefined : actor.profileId),
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

const assertProfileNameFree = async (db: DbOrTx, name: string, exceptId?: number) => {
  if (await isProfileNameUsed(db, name, exceptId)) {
    throw valueTaken('name', 'This name is already used.', AccessErrorCode.profileNameTaken);
  }
};

const findProfile = async (db: DbOrTx, id: number) => {
  const row = await findProfileById(db, id);
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
    const row = await insertProfile(tx, {
      name: input.name,
      description: input.description ?? null,
      activated: input.activated ?? true,
    });
    const featureIds = await allFeatureIds(tx);
    if (featureIds.length > 0) {
      await insertFeatureAccesses(
        tx,
        featureIds.map((featureId) => ({ featureId, profileId: row.id, accessType: 'non' })),
      );
    }
    await journalRights(ctx, actor, 'profile_change', {
      action: 'create',
      profile: row.id,
      name: row.name,
    });
    return toProfileRead(row);
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
    const row = await updateProfileRow(tx, id, changes);
    await journalRights(ctx, actor, 'profile_change', { action: 'update', profile: id, ...changes });
    return toProfileRead(row);
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
      const found = await existingFeatureIds(tx, ids);
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw unprocessable([
          violationOf('', `These features do not exist: ${missing.join(', ')}.`),
        ]).withCode(AccessErrorCode.featureNotFound);
      }
      await upsertFeatureAccesses(
        tx,
        input.map((item) => ({ featureId: item.id, profileId, accessType: item.yes ? 'oui' : 'non' })),
      );
      await journalRights(ctx, actor, 'feature_access_change', {
        profile: profileId,
        accesses: input.map((item) => ({ feature: item.id, access: item.yes ? 'oui' : 'non' })),
      });
    }
    const rows = await featureAccessesOfProfile(tx, profileId);
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
    const row = await findFeatureAccessById(tx, id);
    if (!row) throw notFound('Feature access').withCode(AccessErrorCode.featureAccessNotFound);
    assertMayChangeProfile(actor, row.profileId);
    await setFeatureAccessType(tx, id, input.accessType);
    await journalRights(ctx, actor, 'feature_access_change', {
      profile: row.profileId,
      accesses: [{ featureAccess: id, access: input.accessType }],
    });
    return toFeatureAccessRead({ ...row, accessType: input.accessType });
  });

const assertFeatureNameFree = async (db: DbOrTx, name: string, exceptId?: number) => {
  if (await isFeatureNameUsed(db, name, exceptId)) {
    throw valueTaken('name', 'This name is already used.', AccessErrorCode.featureNameTaken);
  }
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
      if (await isFeatureIdentifierUsed(tx, identifier)) {
        throw valueTaken(
          'identifier',
          'This identifier is already used.',
          AccessErrorCode.featureIdentifierTaken,
        );
      }
    } else {
      const base = identifier;
      for (let n = 2; await isFeatureIdentifierUsed(tx, identifier); n++) identifier = `${base}_${n}`;
    }
    const row = await insertFeature(tx, { name: input.name, identifier, activated: input.activated ?? true });
    const profileIds = await allProfileIds(tx);
    if (profileIds.length > 0) {
      await insertFeatureAccesses(
        tx,
        profileIds.map((profileId) => ({ featureId: row.id, profileId, accessType: 'non' })),
      );
    }
    await journalRights(ctx, actor, 'feature_access_change', {
      action: 'create feature',
      feature: row.id,
      identifier,
    });
    return toFeatureRead(row);
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
    const feature = await findFeatureById(tx, id);
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
      if (await isFeatureIdentifierUsed(tx, input.identifier, id)) {
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
    const row = await updateFeatureRow(tx, id, changes);
    await journalRights(ctx, actor, 'feature_access_change', {
      action: 'update feature',
      feature: id,
      ...changes,
    });
    return toFeatureRead(row);
  });
