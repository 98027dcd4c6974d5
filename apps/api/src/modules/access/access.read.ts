import { type AnyColumn, and, count, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { features, userSites, users } from '../../db/schema/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { manageableUsersCondition } from './users.read.ts';

/**
 * What other modules may read of users, in the caller's transaction when one is under way (the
 * caller checks the actor's access). Never a password hash or a session.
 */

export interface UserName {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** Users' names by id (e.g. who wrote a product's history entry). */
export const readUserNames = async (db: DbOrTx, ids: number[]): Promise<Map<number, UserName>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};

/** How many users exist (GET /count/user). */
export const countUsers = async (db: DbOrTx): Promise<number> =>
  Number((await db.select({ count: count() }).from(users))[0]?.count ?? 0);

/** How many features exist (GET /count/feature). */
export const countFeatures = async (db: DbOrTx): Promise<number> =>
  Number((await db.select({ count: count() }).from(features))[0]?.count ?? 0);

/** Whether another user than `exceptId` has this username, whatever its case (uniqueness checks). */
export const isUsernameUsed = async (db: DbOrTx, username: string, exceptId?: number): Promise<boolean> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = lower(${username})`,
          exceptId === undefined ? undefined : ne(users.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

/** The username of the user whose id is in `userId`, as an SQL expression (to filter another module's list). */
export const usernameOf = (userId: AnyColumn): SQL =>
  sql`(select ${users.username} from ${users} where ${users.id} = ${userId})`;

/**
 * Rows of another module whose user (id in `userId`) the actor may manage (the rank rule of the
 * users administration), as an SQL condition; undefined when they manage everyone.
 */
export const manageableUserCondition = (actor: Actor, userId: AnyColumn): SQL | undefined => {
  const manageable = manageableUsersCondition(actor);
  return manageable === undefined
    ? undefined
    : sql`${userId} in (select ${users.id} from ${users} where ${manageable})`;
};

/** The condition "the site in `siteId` is linked to one of these users" (the sites list's filter). */
export const isSiteOfUsers = (siteId: AnyColumn, userIds: number[]): SQL =>
  sql`exists (select 1 from ${userSites} where ${userSites.siteId} = ${siteId} and ${inArray(userSites.userId, userIds)})`;
