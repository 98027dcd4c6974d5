import type { DeployVersionRead } from '@velodesk/contract/api/versions';
import { ref } from '../../platform/hydra.ts';
import type { DeployVersionRow } from './versions.repository.ts';

export const editorCertificatePath = (id: number) => `/api/changelogs/${id}/editor_certificate`;
export const userCertificatePath = (siteId: number) => `/api/sites/${siteId}/user_certificate`;

/** A deployed version as GET /changelogs and GET /changelogs/{id} answer it. */
export const toDeployVersionRead = (row: DeployVersionRow): DeployVersionRead => ({
  '@id': ref('changelogs', row.id),
  '@type': 'DeployVersion',
  id: row.id,
  versionBack: row.versionBack,
  versionFront: row.versionFront,
  versionFiscale: row.versionFiscale,
  deployedAt: row.deployedAt.toISOString(),
});
