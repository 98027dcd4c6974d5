import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/reference.ts';

/**
 * The session tokens' signing key, kept in the application settings so every API process shares
 * it: `candidate` is stored when no key is yet, and the stored one (the first process's) answered.
 */
export const storedSigningKey = async (db: Db, name: string, candidate: string): Promise<string | null> => {
  await db.insert(appSettings).values({ key: name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, name));
  return row?.value ?? null;
};
