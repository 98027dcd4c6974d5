import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settingsUsers } from '../../db/schema/access.ts';

/** A user's first choice of site: the new row's id. */
export const insertSettingsUser = async (db: DbOrTx, userId: number, siteId: number) => {
  const [created] = await db.insert(settingsUsers).values({ userId, siteId }).returning();
  return created!.id;
};

/** A user's current site changed. */
export const setCurrentSite = async (db: DbOrTx, id: number, siteId: number) => {
  await db.update(settingsUsers).set({ siteId }).where(eq(settingsUsers.id, id));
};
