import type { UserRead } from '@velodesk/contract/api/access';
import { hasFeature } from '@velodesk/contract/permissions';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { languages, profiles, userSites, users } from '../../db/schema.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  findUserById,
  linkedSites,
  selectUsersWithProfile,
  type UserWithProfile,
} from './access.repository.ts';

export const userCollection: CollectionSpec = {
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

const toUserRead = (user: UserWithProfile, destinations: Array<{ id: number; name: string }>): UserRead => ({
  '@id': ref('users', user.id),
  '@type': 'User',
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  language: user.languageId
    ? { '@id': ref('languages', user.languageId), id: user.languageId, name: user.languageName ?? '' }
    : null,
  profile: {
    '@id': ref('profiles', user.profileId),
    id: user.profileId,
    name: user.profileName,
    description: user.profileDescription,
  },
  entryDate: user.entryDate,
  endDate: user.endDate,
  destinations: destinations.map((d) => ({ '@id': ref('sites', d.id), id: d.id, name: d.name })),
  roles: user.roles,
  activated: user.activated,
  settingsPlanning: user.settingsPlanning,
});

/** Users whose records the actor may read: everyone when they see all sites, else those sharing a site. */
const visibleUsersCondition = (actor: Actor): SQL | undefined => {
  const siteIds = visibleSiteIds(actor);
  if (siteIds === null) return undefined;
  const sharesSite =
    siteIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${inArray(userSites.siteId, siteIds)})`;
  return or(eq(users.id, actor.userId), sharesSite);
};

/**
 * Lists users. Without the user-settings feature a user may only look up their own record (by
 * the username filter, as the own-profile screen does).
 */
export const findUsers = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(userCollection, query);
  const mayListOthers = hasFeature(actor, 'settings_users');
  if (!mayListOthers && query.username !== actor.username) {
    throw forbidden('Without the user settings permission you may only read your own record.');
  }
  const where = and(parsed.where, mayListOthers ? visibleUsersCondition(actor) : eq(users.id, actor.userId));
  const { rows, total } = await runPage(
    selectUsersWithProfile(ctx.db).where(where).$dynamic(),
    ctx.db
      .select({ count: count() })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .where(where),
    parsed,
  );
  const sites = await linkedSites(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    parsed,
    members: rows.map((row) =>
      toUserRead(
        row,
        sites.filter((s) => s.userId === row.id),
      ),
    ),
    total,
  };
};

export const getUser = async (ctx: AppContext, actor: Actor, id: number): Promise<UserRead> => {
  if (id !== actor.userId && !hasFeature(actor, 'settings_users')) throw forbidden();
  const [user] = await selectUsersWithProfile(ctx.db).where(
    and(eq(users.id, id), visibleUsersCondition(actor)),
  );
  if (!user) throw notFound('User');
  return toUserRead(user, await linkedSites(ctx.db, [id]));
};

export const ownProfilePatch = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required.').max(100).optional(),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100).optional(),
  email: z.email('Enter a valid e-mail address.').max(180).nullable().optional(),
  language: z
    .string()
    .regex(/^\/api\/languages\/\d+$/, 'must be an IRI like /api/languages/1')
    .optional(),
});
export type OwnProfilePatch = z.infer<typeof ownProfilePatch>;

/** A user changes their own names, e-mail and interface language. */
export const updateOwnProfile = async (ctx: AppContext, actor: Actor, id: number, input: OwnProfilePatch) => {
  if (id !== actor.userId && !hasFeature(actor, 'settings_users')) {
    throw forbidden('You may only change your own profile.');
  }
  return inTransaction(ctx.db, async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw notFound('User');
    let languageId: number | undefined;
    if (input.language) {
      languageId = Number(input.language.slice(input.language.lastIndexOf('/') + 1));
      const [language] = await tx.select().from(languages).where(eq(languages.id, languageId));
      if (!language?.isActive)
        throw unprocessable([violationOf('language', 'This language does not exist.')]);
    }
    await tx
      .update(users)
      .set({
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(languageId !== undefined ? { languageId } : {}),
      })
      .where(eq(users.id, id));
    const updated = await findUserById(tx, id);
    return toUserRead(updated!, await linkedSites(tx, [id]));
  });
};
