import type { SettingsUserRead } from '@velodesk/contract/api/access';
import { SettingsErrorCode } from '@velodesk/contract/api/settings';
import { iriRef } from '@velodesk/contract/fields';
import { idFromIri } from '@velodesk/contract/hydra';
import { hasFeature } from '@velodesk/contract/permissions';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound, unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { readSiteNames, siteExists } from '../sites/sites.api.ts';
import { accessSignedIn } from './access.access.ts';
import { toSettingsUserRead } from './access.presenter.ts';
import {
  findSettingsUserRow,
  type SettingsUserRow,
  settingsOfUser,
  settingsUserCollection,
  settingsUserPageOf,
  settingsUserRowsById,
} from './settings-users.read.ts';
import { insertSettingsUser, setCurrentSite } from './settings-users.repository.ts';

/**
 * The user's current site (settings_users): each user reads and changes their own; reading others'
 * needs the user-settings feature. The site's name comes from the sites module's read API.
 */

export { settingsUserCollection } from './settings-users.read.ts';

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
  const rows = await settingsUserRowsById(db, id);
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
    settingsUserPageOf(db, mayReadOthers ? undefined : actor.userId),
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
    const existing = await settingsOfUser(tx, actor.userId);
    if (existing) {
      throw conflict('Your site settings already exist; change them instead.').withCode(
        SettingsErrorCode.settingsUserExists,
      );
    }
    return readSettingsUser(tx, await insertSettingsUser(tx, actor.userId, siteId));
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
    const existing = await findSettingsUserRow(tx, id);
    if (!existing) throw notFound('Site settings').withCode(SettingsErrorCode.settingsUserNotFound);
    if (existing.userId !== actor.userId) {
      throw forbidden('You may only choose your own site.').withCode(SettingsErrorCode.notOwnSettingsUser);
    }
    await setCurrentSite(tx, id, siteId);
    return readSettingsUser(tx, id);
  });
};
