import { z } from 'zod';

/**
 * Versions, changelogs and certificates (back-office.md "About and versions", section 7 "Finance,
 * reports, about"). The API records each deployed combination of its own version, the web app's
 * version and the fiscal version (the version of the ledger's rules: canonical form, chaining,
 * closings) the first time it starts with it.
 */

/**
 * The fiscal version: the version of what the French anti-fraud rules look at (the ledger's
 * canonical form and chaining, the gapless numbering, the daily closings). Raise it whenever one of
 * those changes; the editor certificate names it.
 */
export const FISCAL_VERSION = '1.0.0';

/** A deployed version (GET /changelogs, GET /changelogs/{id}). */
export const deployVersionRead = z.object({
  '@id': z.string(),
  '@type': z.literal('DeployVersion'),
  id: z.number().int(),
  versionBack: z.string(),
  versionFront: z.string(),
  versionFiscale: z.string(),
  /** The instant the API first started with this combination (ISO 8601, UTC). */
  deployedAt: z.string(),
});
export type DeployVersionRead = z.infer<typeof deployVersionRead>;

/** GET /changelog: the back changelog (markdown) of the running API. */
export const backChangelogRead = z.object({
  versionBack: z.string(),
  versionFiscale: z.string(),
  /**
   * Fingerprint (lowercase hex SHA-256 of the public key) of the key that signs the ledger, also
   * printed on the user certificate (docs/decisions/ledger-signature.md).
   */
  ledgerKeyFingerprint: z.string(),
  /** Markdown. */
  content: z.string(),
});
export type BackChangelogRead = z.infer<typeof backChangelogRead>;

/**
 * The front changelog files, served by the web app next to its assets (the public website's role in
 * the specs): French preferred, English as the fallback.
 */
export const frontChangelogPath = (language: 'fr' | 'en') => `/changelog/CHANGELOG.${language}.md`;
