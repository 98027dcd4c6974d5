import {
  AccessErrorCode,
  isEndBeforeEntry,
  ownProfileFields,
  passwordRuleMessage,
  type UserCreate,
  type UserRead,
  type UserUpdate,
} from '@velodesk/contract/api/access';
import { checkPassword } from '@velodesk/contract/password';
import { hasFeature, isAdministrator } from '@velodesk/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, canSeeSite } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  conflict,
  forbidden,
  notFound,
  unprocessable,
  valueTaken,
  violationOf,
} from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { readSiteNames } from '../sites/sites.api.ts';
import { accessSignedIn, accessUsers } from './access.access.ts';
import { toUserRead } from './access.presenter.ts';
import {
  findLanguageById,
  findProfileById,
  findUserById,
  findUsernameOwner,
  linkedSiteIds,
  replaceUserSites,
  revokeOtherUserSessions,
  revokeUserSessions,
  type UserWithProfile,
  usernamesStartingWith,
  userSiteLinks,
} from './access.repository.ts';
import { retireAccountTokens } from './account.repository.ts';
import { hashPassword } from './passwords.ts';
import { findVisibleUser, userCollection, userPageOf } from './users.read.ts';
import { deleteUserRow, insertUser, type UserChanges, updateUserRow } from './users.repository.ts';

export { userCollection } from './users.read.ts';

/** The sites each user is linked to, by name (the names from the sites module's read API). */
const linkedSites = async (
  db: DbOrTx,
  userIds: number[],
): Promise<Array<{ userId: number; id: number; name: string }>> => {
  const links = await userSiteLinks(db, userIds);
  const names = await readSiteNames(
    db,
    links.map((link) => link.siteId),
  );
  return links
    .map((link) => ({ userId: link.userId, id: link.siteId, name: names.get(link.siteId) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * Lists users. Without the user-settings feature a user may only look up their own record (by
 * the username filter, as the own-profile screen does).
 */
export const findUsers = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const mayListOthers = hasFeature(actor, 'settings_users');
  if (!mayListOthers && query.username !== actor.username) {
    throw forbidden('Without the user settings permission you may only read your own record.').withCode(
      AccessErrorCode.ownRecordOnly,
    );
  }
  const db = dbOf(ctx);
  return findPage(userCollection, query, userPageOf(db, actor, !mayListOthers), async (rows) => {
    const sites = await linkedSites(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      toUserRead(
        row,
        sites.filter((s) => s.userId === row.id),
      ),
    );
  });
};

export const getUser = async (ctx: AppContext, actor: Actor, id: number): Promise<UserRead> => {
  accessSignedIn(actor);
  if (id !== actor.userId && !hasFeature(actor, 'settings_users')) {
    throw forbidden().withCode(AccessErrorCode.ownRecordOnly);
  }
  const db = dbOf(ctx);
  const user = await findVisibleUser(db, actor, id);
  if (!user) throw notFound('User').withCode(AccessErrorCode.userNotFound);
  return toUserRead(user, await linkedSites(db, [id]));
};

/** The only role the product gives (spec: "Only the ordinary role ROLE_USER is given"). */
const ordinaryRoles = ['ROLE_USER'];

/**
 * The rank rule: a lower profile id is a higher rank; a user gives only profiles of their own rank
 * or lower (ids at or above their own). The administrator gives any.
 */
export const mayGiveProfile = (actor: Actor, profileId: number): boolean =>
  isAdministrator(actor) || profileId >= actor.profileId;

/** Another user the actor manages: 404 when they may not see them, 403 when they rank higher. */
export const loadManagedUser = async (db: DbOrTx, actor: Actor, id: number): Promise<UserWithProfile> => {
  const user = await findVisibleUser(db, actor, id);
  if (!user) throw notFound('User').withCode(AccessErrorCode.userNotFound);
  if (!mayGiveProfile(actor, user.profileId)) {
    throw forbidden('This user has a higher rank than yours.').withCode(AccessErrorCode.higherRank);
  }
  return user;
};

const readUser = async (db: DbOrTx, id: number): Promise<UserRead> => {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User').withCode(AccessErrorCode.userNotFound);
  return toUserRead(user, await linkedSites(db, [id]));
};

/** The password rule, checked here too (the body schema checks it first). */
export const assertPasswordRule = (password: string): void => {
  const check = checkPassword(password);
  if (!check.isValid)
    throw unprocessable([
      violationOf('password', passwordRuleMessage(check), AccessErrorCode.passwordRule),
    ]).withCode(AccessErrorCode.passwordRule);
};

const checkProfile = async (db: DbOrTx, actor: Actor, profileId: number) => {
  const profile = await findProfileById(db, profileId);
  if (!profile) throw unprocessable([violationOf('profile', 'This profile does not exist.')]);
  if (!mayGiveProfile(actor, profileId)) {
    throw forbidden('You may only give a profile of your own rank or lower.').withCode(
      AccessErrorCode.profileRankTooHigh,
    );
  }
  if (!profile.activated) throw unprocessable([violationOf('profile', 'This profile is deactivated.')]);
};

const checkLanguage = async (db: DbOrTx, languageId: number) => {
  const language = await findLanguageById(db, languageId);
  if (!language?.isActive) throw unprocessable([violationOf('language', 'This language does not exist.')]);
};

/** Destinations exist and are among the sites the actor sees. */
const checkDestinations = async (db: DbOrTx, actor: Actor, siteIds: number[]): Promise<number[]> => {
  const wanted = [...new Set(siteIds)];
  const existing = new Set((await readSiteNames(db, wanted)).keys());
  const missing = wanted.filter((id) => !existing.has(id));
  if (missing.length > 0) {
    throw unprocessable([violationOf('destinations', `These sites do not exist: ${missing.join(', ')}.`)]);
  }
  const hidden = wanted.filter((id) => !canSeeSite(actor, id));
  if (hidden.length > 0) {
    throw forbidden('You may only link users to the sites you see.').withCode(
      AccessErrorCode.sitesNotVisible,
    );
  }
  return wanted;
};

const checkDates = (entryDate: string | null, endDate: string | null) => {
  if (isEndBeforeEntry(entryDate, endDate)) {
    throw unprocessable([violationOf('endDate', 'The end date cannot be before the entry date.')]);
  }
};

const checkUsername = async (db: DbOrTx, username: string, exceptUserId?: number) => {
  if ((await findUsernameOwner(db, username, exceptUserId)) !== undefined) {
    throw valueTaken('username', 'This username is already taken.', AccessErrorCode.usernameTaken);
  }
};

/**
 * Creates a user (user settings). Without a password the account waits for its confirmation mail
 * and starts deactivated (docs/decisions/account-tokens.md).
 */
export const createUser = async (ctx: AppContext, actor: Actor, input: UserCreate): Promise<UserRead> => {
  accessUsers(actor);
  if (input.password) assertPasswordRule(input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return transaction(ctx, async (tx) => {
    await checkProfile(tx, actor, input.profile);
    if (input.language !== undefined && input.language !== null) await checkLanguage(tx, input.language);
    const destinations = await checkDestinations(tx, actor, input.destinations ?? []);
    checkDates(input.entryDate, input.endDate ?? null);
    await checkUsername(tx, input.username);
    const createdId = await insertUser(tx, {
      username: input.username,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? null,
      languageId: input.language ?? null,
      profileId: input.profile,
      entryDate: input.entryDate,
      endDate: input.endDate ?? null,
      roles: ordinaryRoles,
      activated: input.activated ?? passwordHash !== null,
    });
    await replaceUserSites(tx, createdId, destinations);
    await journalUserChange(ctx, actor, 'create', createdId, Object.keys(input));
    return readUser(tx, createdId);
  });
};

/**
 * Changes a user. Anyone changes their own names, e-mail, language and password; with user
 * settings a manager changes the other fields and other users (visible, not of a higher rank).
 * A new password ends the user's other sessions; a deactivation ends all of them.
 */
export const updateUser = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UserUpdate,
): Promise<UserRead> => {
  accessSignedIn(actor);
  const isSelf = id === actor.userId;
  const manages = hasFeature(actor, 'settings_users');
  if (!isSelf && !manages) {
    throw forbidden('You may only change your own profile.').withCode(AccessErrorCode.ownRecordOnly);
  }
  const given = (Object.keys(input) as Array<keyof UserUpdate>).filter(
    (key) => input[key] !== undefined && key !== 'roles',
  );
  if (!manages) {
    const refused = given.filter((key) => !(ownProfileFields as readonly string[]).includes(key));
    if (refused.length > 0) {
      throw forbidden(
        `Without the user settings permission you may change only your names, e-mail, language and password (not ${refused.join(', ')}).`,
      ).withCode(AccessErrorCode.ownRecordOnly);
    }
  }
  if (input.password !== undefined) assertPasswordRule(input.password);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

  return transaction(ctx, async (tx) => {
    const user = isSelf ? await findUserById(tx, id) : await loadManagedUser(tx, actor, id);
    if (!user) throw notFound('User').withCode(AccessErrorCode.userNotFound);
    const changesProfile = input.profile !== undefined && input.profile !== user.profileId;
    const deactivates = input.activated === false && user.activated;
    if (isSelf && changesProfile) {
      throw unprocessable([violationOf('profile', 'You cannot change your own profile.')]).withCode(
        AccessErrorCode.ownAccountProtected,
      );
    }
    if (isSelf && deactivates) {
      throw unprocessable([violationOf('activated', 'You cannot deactivate your own account.')]).withCode(
        AccessErrorCode.ownAccountProtected,
      );
    }
    if (changesProfile) await checkProfile(tx, actor, input.profile!);
    if (input.language !== undefined) await checkLanguage(tx, input.language);
    let destinations: number[] | undefined;
    if (input.destinations !== undefined) {
      const chosen = await checkDestinations(tx, actor, input.destinations);
      // Links to sites the actor does not see are not theirs to remove: they stay.
      const kept = (await linkedSiteIds(tx, id)).filter((siteId) => !canSeeSite(actor, siteId));
      destinations = [...new Set([...kept, ...chosen])];
    }
    checkDates(input.entryDate ?? user.entryDate, input.endDate !== undefined ? input.endDate : user.endDate);
    if (input.username !== undefined && input.username !== user.username) {
      await checkUsername(tx, input.username, id);
    }
    const changes: UserChanges = {
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.language !== undefined ? { languageId: input.language } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.entryDate !== undefined ? { entryDate: input.entryDate } : {}),
      ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
      ...(input.activated !== undefined ? { activated: input.activated } : {}),
      ...(input.profile !== undefined ? { profileId: input.profile } : {}),
    };
    if (Object.keys(changes).length > 0) await updateUserRow(tx, id, changes);
    if (destinations) await replaceUserSites(tx, id, destinations);
    const now = ctx.now();
    if (passwordHash !== undefined) {
      // The session that changed its own password goes on; every other one ends.
      if (isSelf) await revokeOtherUserSessions(tx, id, actor.sessionId, now);
      else await revokeUserSessions(tx, id, now);
      await retireAccountTokens(tx, id, now);
    }
    if (deactivates) {
      await revokeUserSessions(tx, id, now);
      await retireAccountTokens(tx, id, now);
    }
    await journalUserChange(ctx, actor, 'update', id, given);
    return readUser(tx, id);
  });
};

const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e.code === 'string') return e.code;
  return typeof e.cause?.code === 'string' ? e.cause.code : undefined;
};

/**
 * Journals a change of a user in the technical event journal, in the change's transaction: what was
 * done and the names of the fields given (never their values: a password stays out of it).
 */
const journalUserChange = (
  ctx: AppContext,
  actor: Actor,
  action: 'create' | 'update' | 'delete' | 'duplicate',
  userId: number,
  fields: string[] = [],
) =>
  recordTechnicalEvent(ctx, {
    type: 'user_change',
    userId: actor.userId,
    details: {
      action,
      user: userId,
      fields: fields.filter((field) => field !== 'password').sort(),
      ...(fields.includes('password') ? { password: true } : {}),
    },
  });

/**
 * Deletes a user (user settings; never oneself). A user who created records (comments, product
 * history, later rentals and payments...) keeps them attributed: the deletion is refused with 409
 * and the account is to be deactivated instead (docs/decisions/user-deletion.md).
 */
export const deleteUser = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  accessUsers(actor);
  if (id === actor.userId) {
    throw forbidden('You cannot delete your own account.').withCode(AccessErrorCode.ownAccountProtected);
  }
  await transaction(ctx, async (tx) => {
    await loadManagedUser(tx, actor, id);
    try {
      await deleteUserRow(tx, id);
    } catch (error) {
      if (pgCode(error) === '23503') {
        throw conflict(
          'This user has a history (records they created) and cannot be deleted; deactivate the account instead.',
        ).withCode(AccessErrorCode.userHasRecords);
      }
      throw error;
    }
    await journalUserChange(ctx, actor, 'delete', id);
  });
};

/**
 * Duplicates a user: username with the suffix _clone (_clone2, _clone3... when taken), the same
 * names, language, profile, dates and destinations (those the actor sees); no e-mail (an address
 * belongs to one person: the manager gives the new user's), no password, deactivated until the new
 * user confirms the account by the mailed link.
 */
export const duplicateUser = async (ctx: AppContext, actor: Actor, id: number): Promise<UserRead> =>
  transaction(ctx, async (tx) => {
    accessUsers(actor);
    const source = await loadManagedUser(tx, actor, id);
    const base = `${source.username}_clone`;
    const taken = await usernamesStartingWith(tx, base);
    let username = base;
    for (let n = 2; taken.has(username.toLowerCase()); n++) username = `${base}${n}`;
    const destinations = (await linkedSiteIds(tx, id)).filter((siteId) => canSeeSite(actor, siteId));
    const createdId = await insertUser(tx, {
      username,
      passwordHash: null,
      firstName: source.firstName,
      lastName: source.lastName,
      email: null,
      languageId: source.languageId,
      profileId: source.profileId,
      entryDate: source.entryDate,
      endDate: source.endDate,
      roles: ordinaryRoles,
      activated: false,
      settingsPlanning: source.settingsPlanning,
    });
    await replaceUserSites(tx, createdId, destinations);
    await journalUserChange(ctx, actor, 'duplicate', createdId, [`source:${id}`]);
    return readUser(tx, createdId);
  });
