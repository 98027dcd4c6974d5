import type { DbOrTx } from '../../db/client.ts';
import { fingerprintOf, verifyLedgerSignature } from '../../platform/ledger-key.ts';
import { allKeys, type LedgerKeyRow } from './invoicing.repository.ts';
import { keyStatement } from './ledger-canonical.ts';

/**
 * Which keys a verifier trusts (docs/decisions/ledger-signature.md): the configured key, and the
 * keys it vouches for through the chains' key records — older ones through their endorsements,
 * newer ones through cross signatures —, never a key only because the database holds it.
 */

/** The keys trusted for a company's chain: fingerprint → public key (PEM). */
export const trustedKeysOf = (
  companyId: number,
  rows: LedgerKeyRow[],
  configured: { fingerprint: string; publicKeyPem: string },
): Map<string, string> => {
  const published = new Map<string, string>();
  for (const row of rows)
    if (fingerprintOf(row.publicKey) === row.fingerprint) published.set(row.fingerprint, row.publicKey);
  const trusted = new Map([[configured.fingerprint, configured.publicKeyPem]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      const previous = row.previousFingerprint;
      if (!previous) continue;
      const statement = keyStatement(companyId, row.fingerprint, previous);
      const newer = trusted.get(row.fingerprint);
      const older = published.get(previous);
      // The newer key vouches for the key it follows…
      if (
        newer &&
        older &&
        !trusted.has(previous) &&
        verifyLedgerSignature(newer, statement, row.endorsement)
      ) {
        trusted.set(previous, older);
        grew = true;
      }
      // …and an older key that cross-signed its rotation vouches for the newer one.
      const olderTrusted = trusted.get(previous);
      const newerPublished = published.get(row.fingerprint);
      if (
        olderTrusted &&
        newerPublished &&
        row.crossSignature &&
        !trusted.has(row.fingerprint) &&
        verifyLedgerSignature(olderTrusted, statement, row.crossSignature)
      ) {
        trusted.set(row.fingerprint, newerPublished);
        grew = true;
      }
    }
  }
  return trusted;
};

/**
 * The keys trusted for anything the installation signed (the technical event journal's events,
 * which belong to no company): the configured key, the previous key given with it
 * (LEDGER_PREVIOUS_KEY_FILE), and every key that one company's chain vouches for from them.
 */
export const trustedInstallationKeys = async (
  db: DbOrTx,
  configured: {
    fingerprint: string;
    publicKeyPem: string;
    previous?: { fingerprint: string; publicKeyPem: string };
  },
): Promise<Map<string, string>> => {
  const trusted = new Map([[configured.fingerprint, configured.publicKeyPem]]);
  if (configured.previous) trusted.set(configured.previous.fingerprint, configured.previous.publicKeyPem);
  const byCompany = new Map<number, LedgerKeyRow[]>();
  for (const row of await allKeys(db))
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
  for (const [companyId, rows] of byCompany)
    for (const [fingerprint, pem] of trustedKeysOf(companyId, rows, configured))
      trusted.set(fingerprint, pem);
  return trusted;
};
