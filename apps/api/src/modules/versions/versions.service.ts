import type { BackChangelogRead, DeployVersionRead } from '@velodesk/contract/api/versions';
import { count } from 'drizzle-orm';
import { deployVersions } from '../../db/schema/versions.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { backChangelog, type RunningVersion, runningVersion } from '../../platform/running-version.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { accessVersions } from './versions.access.ts';
import { toDeployVersionRead } from './versions.presenter.ts';
import { findDeployVersion, insertDeployVersion } from './versions.repository.ts';

/**
 * The deployed versions and the back changelog (back-office.md "About and versions",
 * docs/decisions/versions-and-certificates.md).
 */

/**
 * Records the running combination of versions the first time the API starts with it (the API's
 * start: versions.routes.ts onReady). Idempotent and safe when several APIs start at once on the
 * same database. No actor: the server does it for itself.
 */
export const recordRunningVersion = async (
  ctx: AppContext,
  version: RunningVersion = runningVersion,
): Promise<boolean> => {
  // A new combination is journaled with its row (docs/decisions/technical-event-journal.md).
  const recorded = await transaction(ctx, async (tx) => {
    const written = await insertDeployVersion(tx, version, ctx.now());
    if (written) await recordTechnicalEvent(ctx, { type: 'version_change', details: { ...version } });
    return written;
  });
  if (recorded) {
    ctx.log.info(
      version,
      `new deployed version recorded: back ${version.versionBack}, front ${version.versionFront}, fiscal ${version.versionFiscale}`,
    );
  }
  return recorded;
};

/** GET /changelog: the running API's changelog (markdown) and versions. */
export const getBackChangelog = (ctx: AppContext, actor: Actor): BackChangelogRead => {
  accessVersions(actor);
  return {
    versionBack: runningVersion.versionBack,
    versionFiscale: runningVersion.versionFiscale,
    ledgerKeyFingerprint: ctx.ledgerKey.fingerprint,
    content: backChangelog(),
  };
};

export const deployVersionCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: deployVersions.id },
    versionBack: { kind: 'exact', column: deployVersions.versionBack },
    versionFront: { kind: 'exact', column: deployVersions.versionFront },
    versionFiscale: { kind: 'exact', column: deployVersions.versionFiscale },
  },
  order: {
    id: deployVersions.id,
    versionBack: deployVersions.versionBack,
    versionFront: deployVersions.versionFront,
    versionFiscale: deployVersions.versionFiscale,
    deployedAt: deployVersions.deployedAt,
  },
  defaultOrder: [['id', 'desc']],
  alwaysPaginated: true,
};

/** GET /changelogs: the deployed versions, newest first by default, paged. */
export const findDeployVersions = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessVersions(actor);
  const db = dbOf(ctx);
  return findPage(
    deployVersionCollection,
    query,
    (where) => ({
      rows: db.select().from(deployVersions).where(where).$dynamic(),
      total: db.select({ count: count() }).from(deployVersions).where(where),
    }),
    (rows) => rows.map(toDeployVersionRead),
  );
};

/** GET /changelogs/{id}. */
export const getDeployVersion = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<DeployVersionRead> => {
  accessVersions(actor);
  const row = await findDeployVersion(dbOf(ctx), id);
  if (!row) throw notFound('Deployed version');
  return toDeployVersionRead(row);
};
