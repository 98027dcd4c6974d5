import type { BackChangelogRead, DeployVersionRead } from '@velodesk/contract/api/versions';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { backChangelog, type RunningVersion, runningVersion } from '../../platform/running-version.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { deployVersionCollection, deployVersionPageOf } from './deploy-versions.read.ts';
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

export { deployVersionCollection } from './deploy-versions.read.ts';

/** GET /changelogs: the deployed versions, newest first by default, paged. */
export const findDeployVersions = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessVersions(actor);
  return findPage(deployVersionCollection, query, deployVersionPageOf(dbOf(ctx)), (rows) =>
    rows.map(toDeployVersionRead),
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
