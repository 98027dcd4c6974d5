import { and, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settingsUsers, users } from '../../db/schema/access.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The users' current sites (settings_users), with each user's name. */

export const settingsUserCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: settingsUsers.id },
    'user.username': { kind: 'exact', column: users.username },
    'user.id': { kind: 'int', column: users.id },
  },
  order: { id: settingsUsers.id },
  defaultOrder: [['id', 'asc']],
};

const selectSettingsUsers = (db: DbOrTx) =>
  db
    .select({
      id: settingsUsers.id,
      siteId: settingsUsers.siteId,
      userId: users.id,
      username: users.username,
    })
    .from(settingsUsers)
    .innerJoin(users, eq(users.id, settingsUsers.userId));

export type SettingsUserRow = Awaited<ReturnType<typeof selectSettingsUsers>>[number];

/** A settings row with its user's name, by id (none when it does not exist). */
export const settingsUserRowsById = (db: DbOrTx, id: number) =>
  selectSettingsUsers(db).where(eq(settingsUsers.id, id));

/** A page of settings rows: all of them, or only the actor's own (`ownUserId`). */
export const settingsUserPageOf = (db: DbOrTx, ownUserId: number | undefined) => (where: SQL | undefined) => {
  const scoped = and(where, ownUserId === undefined ? undefined : eq(users.id, ownUserId));
  return {
    rows: selectSettingsUsers(db).where(scoped).$dynamic(),
    total: db
      .select({ count: count() })
      .from(settingsUsers)
      .innerJoin(users, eq(users.id, settingsUsers.userId))
      .where(scoped),
  };
};

/** The settings row of a user, if any. */
export const settingsOfUser = async (db: DbOrTx, userId: number) => {
  const [existing] = await db.select().from(settingsUsers).where(eq(settingsUsers.userId, userId));
  return existing;
};

/** A settings row by id. */
export const findSettingsUserRow = async (db: DbOrTx, id: number) => {
  const [existing] = await db.select().from(settingsUsers).where(eq(settingsUsers.id, id));
  return existing;
};
