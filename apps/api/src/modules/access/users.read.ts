import { isAdministrator } from '@velodesk/contract/permissions';
import { and, count, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, userSites, users } from '../../db/schema/access.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { selectUsersWithProfile, type UserWithProfile } from './access.repository.ts';

/** Users: the list, and who of them an actor sees and manages. */

/** The list of users (GET /users): its filters and orders, always paginated. */
export const userCollection: CollectionSpec = {
  alwaysPaginated: true,
  filters: {
    id: { kind: 'int', column: users.id },
    username: { kind: 'exact', column: users.username },
    firstName: { kind: 'partial', column: users.firstName },
    lastName: { kind: 'partial', column: users.lastName },
    activated: { kind: 'boolean', column: users.activated },
    'profile.id': { kind: 'int', column: profiles.id },
    'destinations.id': {
      kind: 'ids',
      where: (siteIds) =>
        sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${inArray(userSites.siteId, siteIds)})`,
    },
    entryDate: { kind: 'date', column: users.entryDate },
    endDate: { kind: 'date', column: users.endDate },
  },
  order: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    entryDate: users.entryDate,
    endDate: users.endDate,
    activated: users.activated,
    'profile.description': profiles.description,
  },
  defaultOrder: [['id', 'desc']],
};

/** Users whose records the actor may read: everyone when they see all sites, else those sharing a site. */
export const visibleUsersCondition = (actor: Actor): SQL | undefined => {
  const siteIds = visibleSiteIds(actor);
  if (siteIds === null) return undefined;
  const sharesSite =
    siteIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${inArray(userSites.siteId, siteIds)})`;
  return or(eq(users.id, actor.userId), sharesSite);
};

/**
 * Users the actor may manage (edit, delete, duplicate, send mails to): those they see whose
 * profile is not of a higher rank. Everyone for the administrator.
 */
export const manageableUsersCondition = (actor: Actor): SQL | undefined =>
  isAdministrator(actor)
    ? undefined
    : and(gte(users.profileId, actor.profileId), visibleUsersCondition(actor));

/** A page of users with their profile: those the actor sees, or only the actor (`ownOnly`). */
export const userPageOf = (db: DbOrTx, actor: Actor, ownOnly: boolean) => (filters: SQL | undefined) => {
  const where = and(filters, ownOnly ? eq(users.id, actor.userId) : visibleUsersCondition(actor));
  return {
    rows: selectUsersWithProfile(db).where(where).$dynamic(),
    total: db
      .select({ count: count() })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .where(where),
  };
};

/** A user with their profile, by id, when the actor sees them (none otherwise). */
export const findVisibleUser = async (
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<UserWithProfile | undefined> => {
  const [user] = await selectUsersWithProfile(db).where(and(eq(users.id, id), visibleUsersCondition(actor)));
  return user;
};
