import { isFixedFeatureIdentifier } from '@velodesk/contract/api/access';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  featureAccesses,
  features,
  profiles,
  sessions,
  settingsUsers,
  userSites,
  users,
} from '../../db/schema/access.ts';
import { languages } from '../../db/schema/reference.ts';
import { siteTimeZoneOf } from '../sites/sites.api.ts';

/** Drizzle queries of the access domain: users, profiles, features, sessions. */

export const userWithProfileColumns = {
  id: users.id,
  username: users.username,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  languageId: users.languageId,
  languageName: languages.name,
  profileId: profiles.id,
  profileName: profiles.name,
  profileDescription: profiles.description,
  profileActivated: profiles.activated,
  entryDate: users.entryDate,
  endDate: users.endDate,
  roles: users.roles,
  activated: users.activated,
  settingsPlanning: users.settingsPlanning,
};
export const selectUsersWithProfile = (db: DbOrTx) =>
  db
    .select(userWithProfileColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .leftJoin(languages, eq(languages.id, users.languageId));
export type UserWithProfile = Awaited<ReturnType<typeof selectUsersWithProfile>>[number];

export const findUserByUsername = async (
  db: DbOrTx,
  username: string,
): Promise<UserWithProfile | undefined> => {
  const [row] = await selectUsersWithProfile(db).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
};

/** The time zone of the user's current site (their "today"), null when they chose none. */
export const readUserTimeZone = async (db: DbOrTx, userId: number): Promise<string | null> => {
  const [row] = await db
    .select({ timeZone: sql<string | null>`${siteTimeZoneOf(settingsUsers.siteId)}` })
    .from(settingsUsers)
    .where(eq(settingsUsers.userId, userId));
  return row?.timeZone ?? null;
};

export const findUserById = async (db: DbOrTx, id: number): Promise<UserWithProfile | undefined> => {
  const [row] = await selectUsersWithProfile(db).where(eq(users.id, id));
  return row;
};

/**
 * The feature identifiers granted ("oui") to a profile, counting only activated features. Features
 * added later than the seven fixed ones guard no route: they are left out.
 */
export const grantedFeatures = async (db: DbOrTx, profileId: number): Promise<FeatureIdentifier[]> => {
  const rows = await db
    .select({ identifier: features.identifier })
    .from(featureAccesses)
    .innerJoin(features, eq(features.id, featureAccesses.featureId))
    .where(
      and(
        eq(featureAccesses.profileId, profileId),
        eq(featureAccesses.accessType, 'oui'),
        eq(features.activated, true),
      ),
    );
  return rows.map((r) => r.identifier).filter(isFixedFeatureIdentifier);
};

/** The links of these users to their sites (the names come from the sites module). */
export const userSiteLinks = async (db: DbOrTx, userIds: number[]) =>
  userIds.length === 0
    ? []
    : db
        .select({ userId: userSites.userId, siteId: userSites.siteId })
        .from(userSites)
        .where(inArray(userSites.userId, userIds));

export const currentSiteId = async (db: DbOrTx, userId: number): Promise<number | null> => {
  const [row] = await db
    .select({ siteId: settingsUsers.siteId })
    .from(settingsUsers)
    .where(eq(settingsUsers.userId, userId));
  return row?.siteId ?? null;
};

export const insertSession = (db: DbOrTx, session: { id: string; userId: number; expiresAt: Date }) =>
  db.insert(sessions).values(session);

export const findSession = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
};

export const endSessionAfterGrace = (db: DbOrTx, id: string, graceUntil: Date) =>
  db.update(sessions).set({ graceUntil }).where(eq(sessions.id, id));

/**
 * Ends every session of one sign-in: the family's first session (id = family) and each one a
 * refresh opened from it (id = family:uuid), the replaced ones still in their grace included.
 */
export const revokeSessionFamily = (db: DbOrTx, family: string, at: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        sql`(${sessions.id} = ${family} or starts_with(${sessions.id}, ${`${family}:`}))`,
        sql`${sessions.revokedAt} is null`,
      ),
    );

export const revokeUserSessions = (db: DbOrTx, userId: number, at: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));

/** Ends the user's sessions except the one given (a password change keeps the session that made it). */
export const revokeOtherUserSessions = (db: DbOrTx, userId: number, keepSessionId: string, at: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), sql`${sessions.revokedAt} is null`),
    );

/** Another user with the same username, compared without case. */
export const findUsernameOwner = async (
  db: DbOrTx,
  username: string,
  exceptUserId?: number,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return row?.id;
};

/** The usernames (lower case) that start with the given prefix, compared without case. */
export const usernamesStartingWith = async (db: DbOrTx, prefix: string): Promise<Set<string>> => {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`starts_with(lower(${users.username}), lower(${prefix}))`);
  return new Set(rows.map((r) => r.username.toLowerCase()));
};

export const findProfileById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
};

export const findLanguageById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(languages).where(eq(languages.id, id));
  return row;
};

export const linkedSiteIds = async (db: DbOrTx, userId: number): Promise<number[]> =>
  (await db.select({ siteId: userSites.siteId }).from(userSites).where(eq(userSites.userId, userId))).map(
    (r) => r.siteId,
  );

export const replaceUserSites = async (db: DbOrTx, userId: number, siteIds: number[]) => {
  await db.delete(userSites).where(eq(userSites.userId, userId));
  if (siteIds.length > 0) await db.insert(userSites).values(siteIds.map((siteId) => ({ userId, siteId })));
};

/** Feature accesses with their feature and profile. */
export const selectFeatureAccesses = (db: DbOrTx) =>
  db
    .select({
      id: featureAccesses.id,
      accessType: featureAccesses.accessType,
      featureId: features.id,
      featureName: features.name,
      featureIdentifier: features.identifier,
      featureActivated: features.activated,
      profileId: profiles.id,
      profileName: profiles.name,
    })
    .from(featureAccesses)
    .innerJoin(features, eq(features.id, featureAccesses.featureId))
    .innerJoin(profiles, eq(profiles.id, featureAccesses.profileId));
export type FeatureAccessRow = Awaited<ReturnType<typeof selectFeatureAccesses>>[number];

/** A profile's row, as the profiles list answers it. */
export type ProfileRow = typeof profiles.$inferSelect;
/** A feature's row, as the features list answers it. */
export type FeatureRow = typeof features.$inferSelect;
