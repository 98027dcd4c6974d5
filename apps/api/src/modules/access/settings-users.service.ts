import type { SettingsUserRead } from '@velodesk/contract/api/access';
import { SettingsErrorCode } from '@velodesk/contract/api/settings';
import { iriRef } from '@velodesk/contract/fields';
import { idFromIri } from '@velodesk/contract/hydra';
import { hasFeature } from '@velodesk/contract/permissions';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { settingsUsers, users } from '../../db/schema/access.ts';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { readSiteNames, siteExists } from '../sites/sites.api.ts';
import { accessSignedIn } from './access.access.ts';
import { toSettingsUserRead } from './access.presenter.ts';

/**
 * The user's current site (settings_users): each user reads and changes their own; reading others'
 * needs the user-settings feature. The site's name comes from the sites module's read API.
 */

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

type SettingsUserRow = Awaited<ReturnType<typeof selectSettingsUsers>>[number];

const present = async (db: DbOrTx, rows: SettingsUserRow[]): Promise<SettingsUserRead[]> => {
  const names = await readSiteNames(
    db,
    rows.flatMap((row) => (row.siteId === null ? [] : [row.siteId])),
  );
  return rows.map((row) =>
    toSettingsUserRead(row, row.siteId === null ? null : (names.get(row.siteId) ?? '')),
  );
};

const readSettingsUser = async (db: DbOrTx, id: number): Promise<SettingsUserRead> => {
  const rows = await selectSettingsUsers(db).where(eq(settingsUsers.id, id));
  const [read] = await present(db, rows);
  if (!read) throw notFound('Site settings').withCode(SettingsErrorCode.settingsUserNotFound);
  return read;
};

/** Users read their own current site; reading others' needs the user-settings feature. */
export const findSettingsUsers = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  const mayReadOthers = hasFeature(actor, 'settings_users');
  const db = dbOf(ctx);
  return findPage(
    settingsUserCollection,
    query,
    (where) => {
      const scoped = and(where, mayReadOthers ? undefined : eq(users.id, actor.userId));
      return {
        rows: selectSettingsUsers(db).where(scoped).$dynamic(),
        total: db
          .select({ count: count() })
          .from(settingsUsers)
          .innerJoin(users, eq(users.id, settingsUsers.userId))
          .where(scoped),
      };
    },
    (rows) => present(db, rows),
  );
};

export const chosenSite = z.strictObject({
  site: iriRef('sites', 'site'),
});

/** The actor may work on the site: it exists and is one they may see. */
const selectableSite = async (db: DbOrTx, actor: Actor, siteIri: string): Promise<number> => {
  const siteId = idFromIri(siteIri);
  if (!(await siteExists(db, siteId)))
    throw unprocessable([violationOf('site', 'This site does not exist.')]);
  requireAccess(actor, 'login', { siteId });
  return siteId;
};

/** Saves the user's first choice of site. */
export const createSettingsUser = async (
  ctx: AppContext,
  actor: Actor,
  input: z.infer<typeof chosenSite>,
): Promise<SettingsUserRead> => {
  accessSignedIn(actor);
  return transaction(ctx, async (tx) => {
    const siteId = await selectableSite(tx, actor, input.site);
    const [existing] = await tx.select().from(settingsUsers).where(eq(settingsUsers.userId, actor.userId));
    if (existing) {
      throw conflict('Your site settings already exist; change them instead.').withCode(
        SettingsErrorCode.settingsUserExists,
      );
    }
    const [created] = await tx.insert(settingsUsers).values({ userId: actor.userId, siteId }).returning();
    return readSettingsUser(tx, created!.id);
  });
};

/** Changes the user's current site. */
export const updateSettingsUser = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: z.infer<typeof chosenSite>,
): Promise<SettingsUserRead> => {
  accessSignedIn(actor);
  return transaction(ctx, async (tx) => {
    const siteId = await selectableSite(tx, actor, input.site);
    const [existing] = await tx.select().from(settingsUsers).where(eq(settingsUsers.id, id));
    if (!existing) throw notFound('Site settings').withCode(SettingsErrorCode.settingsUserNotFound);
    if (existing.userId !== actor.userId) {
      throw forbidden('You may only choose your own site.').withCode(SettingsErrorCode.notOwnSettingsUser);
    }
    await tx.update(settingsUsers).set({ siteId }).where(eq(settingsUsers.id, id));
    return readSettingsUser(tx, id);
  });
};
