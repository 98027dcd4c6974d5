import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { featureAccesses, features, profiles } from '../../db/schema/access.ts';
import type { FeatureRow, ProfileRow } from './access.repository.ts';

/** Writes of the access settings: profiles, features and feature accesses. */

export type NewProfile = typeof profiles.$inferInsert;
export type NewFeature = typeof features.$inferInsert;
export type NewFeatureAccess = typeof featureAccesses.$inferInsert;

/** A new profile; its row. */
export const insertProfile = async (db: DbOrTx, values: NewProfile): Promise<ProfileRow> => {
  const [row] = await db.insert(profiles).values(values).returning();
  return row!;
};

/** Changes a profile's columns (the fields left undefined stay); its row. */
export const updateProfileRow = async (
  db: DbOrTx,
  id: number,
  changes: Partial<NewProfile>,
): Promise<ProfileRow> => {
  const [row] = await db.update(profiles).set(changes).where(eq(profiles.id, id)).returning();
  return row!;
};

/** New feature accesses, in one statement. */
export const insertFeatureAccesses = async (db: DbOrTx, values: NewFeatureAccess[]): Promise<void> => {
  await db.insert(featureAccesses).values(values);
};

/** Sets feature accesses of a profile, in one statement: a missing one is added, an existing one changed. */
export const upsertFeatureAccesses = async (db: DbOrTx, values: NewFeatureAccess[]): Promise<void> => {
  await db
    .insert(featureAccesses)
    .values(values)
    .onConflictDoUpdate({
      target: [featureAccesses.featureId, featureAccesses.profileId],
      set: { accessType: sql`excluded.access_type` },
    });
};

/** Changes one feature access (oui or non). */
export const setFeatureAccessType = async (db: DbOrTx, id: number, accessType: string): Promise<void> => {
  await db.update(featureAccesses).set({ accessType }).where(eq(featureAccesses.id, id));
};

/** A new feature; its row. */
export const insertFeature = async (db: DbOrTx, values: NewFeature): Promise<FeatureRow> => {
  const [row] = await db.insert(features).values(values).returning();
  return row!;
};

/** Changes a feature's columns (the fields left undefined stay); its row. */
export const updateFeatureRow = async (
  db: DbOrTx,
  id: number,
  changes: Partial<NewFeature>,
): Promise<FeatureRow> => {
  const [row] = await db.update(features).set(changes).where(eq(features.id, id)).returning();
  return row!;
};
