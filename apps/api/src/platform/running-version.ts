import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FISCAL_VERSION } from '@velodesk/contract/api/versions';
import webManifest from '../../../web/package.json' with { type: 'json' };
// The manifests are bundled into the built API (esbuild inlines JSON modules): the versions are the
// ones the API was built with, whatever is on the disk later.
import apiManifest from '../../package.json' with { type: 'json' };

/**
 * The running combination of versions (docs/decisions/versions-and-certificates.md): the API's
 * (apps/api/package.json), the web app's it is deployed with (apps/web/package.json) and the
 * fiscal version of the contract.
 */
export interface RunningVersion {
  versionBack: string;
  versionFront: string;
  versionFiscale: string;
}

export const runningVersion: RunningVersion = {
  versionBack: apiManifest.version,
  versionFront: webManifest.version,
  versionFiscale: FISCAL_VERSION,
};

const moduleFolder = path.dirname(fileURLToPath(import.meta.url));
/**
 * Where the back changelog (apps/api/CHANGELOG.md) is: next to the built bundle
 * (apps/api/dist/CHANGELOG.md, copied there by scripts/build.mjs like the migrations), or two
 * folders up from this file in the sources (tests, `npm run dev`).
 */
const changelogCandidates = [
  path.join(moduleFolder, 'CHANGELOG.md'),
  path.resolve(moduleFolder, '../../CHANGELOG.md'),
];

let changelog: string | null = null;

/** The back changelog's markdown, read once. */
export const backChangelog = (): string => {
  if (changelog === null) {
    const file = changelogCandidates.find((candidate) => existsSync(candidate));
    if (!file)
      throw new Error(`The back changelog is missing (looked in ${changelogCandidates.join(', ')}).`);
    changelog = readFileSync(file, 'utf8');
  }
  return changelog;
};
