import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, StartRefused } from './config.ts';

/**
 * The key that signs the ledger's links (docs/decisions/ledger-signature.md). Its private part
 * never enters the database: it is read from a file or from the configuration. Verifying needs only
 * the public key.
 */
export interface LedgerKey {
  /** lowercase hex SHA-256 of the public key's SPKI DER */
  fingerprint: string;
  /** the short form printed on documents and closings (first 16 hex chars, grouped) */
  shortFingerprint: string;
  publicKeyPem: string;
  /** Ed25519 signature of data, base64 */
  sign(data: string | Uint8Array): string;
  /**
   * The key used before a rotation (LEDGER_PREVIOUS_KEY_FILE), when given: it cross-signs the
   * rotation event, so that a verifier holding only the older key trusts the new one.
   */
  previous?: LedgerKey;
}

const bytes = (data: string | Uint8Array): Buffer =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);

const publicKeyCache = new Map<string, KeyObject>();
const publicKeyObject = (publicKeyPem: string): KeyObject => {
  let key = publicKeyCache.get(publicKeyPem);
  if (!key) {
    key = createPublicKey(publicKeyPem);
    if (publicKeyCache.size > 32) publicKeyCache.clear();
    publicKeyCache.set(publicKeyPem, key);
  }
  return key;
};

/** True when signatureBase64 is the Ed25519 signature of data by the key; false for anything else. */
export const verifyLedgerSignature = (
  publicKeyPem: string,
  data: string | Uint8Array,
  signatureBase64: string,
): boolean => {
  try {
    const signature = Buffer.from(signatureBase64, 'base64');
    if (signature.length !== 64) return false;
    return verify(null, bytes(data), publicKeyObject(publicKeyPem), signature);
  } catch {
    return false;
  }
};

/** lowercase hex SHA-256 of the public key's SPKI DER. */
export const fingerprintOf = (publicKeyPem: string): string =>
  createHash('sha256')
    .update(publicKeyObject(publicKeyPem).export({ type: 'spki', format: 'der' }))
    .digest('hex');

/** The first 16 hex characters of a fingerprint in groups of four: `a1b2 c3d4 e5f6 0718`. */
export const shortFingerprintOf = (fingerprint: string): string =>
  (fingerprint.slice(0, 16).match(/.{4}/g) ?? []).join(' ');

/**
 * The short fingerprint of a link's signature printed on documents and closings (as French till
 * receipts print theirs): the first 8 hex characters of the signature, in two groups of four.
 */
export const shortSignatureOf = (signatureBase64: string): string =>
  (Buffer.from(signatureBase64, 'base64').toString('hex').slice(0, 8).match(/.{4}/g) ?? []).join(' ');

/** A LedgerKey from an Ed25519 private key (PEM PKCS#8). */
export const ledgerKeyFromPrivatePem = (privateKeyPem: string): LedgerKey => {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new StartRefused(
      `the ledger key must be an Ed25519 private key, this one is ${privateKey.asymmetricKeyType ?? 'unknown'}.`,
    );
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const fingerprint = fingerprintOf(publicKeyPem);
  return {
    fingerprint,
    shortFingerprint: shortFingerprintOf(fingerprint),
    publicKeyPem,
    sign: (data) => sign(null, bytes(data), privateKey).toString('base64'),
  };
};

/** A new Ed25519 private key, PEM PKCS#8. */
export const newLedgerPrivateKeyPem = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** Where the first start of the embedded database keeps the key it makes: in DATA_DIR, beside the database files. */
export const defaultLedgerKeyFile = (dataDir: string): string => path.join(dataDir, 'ledger-key.pem');

/** LEDGER_PRIVATE_KEY: a PEM text, or its base64 (one line, easier to put in an environment). */
const pemOf = (given: string): string => {
  const text = given.includes('-----BEGIN') ? given : Buffer.from(given, 'base64').toString('utf8');
  return text.replace(/\\n/g, '\n');
};

const parse = (pem: string, where: string): LedgerKey => {
  try {
    return ledgerKeyFromPrivatePem(pem);
  } catch (error) {
    if (error instanceof StartRefused) throw new StartRefused(`${where}: ${error.message}`);
    throw new StartRefused(`${where} is not a readable Ed25519 private key (PEM PKCS#8).`);
  }
};

/**
 * The configured key (LEDGER_PRIVATE_KEY, else LEDGER_KEY_FILE). Without one: the embedded
 * database gets a key made on its first start in DATA_DIR (and the log says where); an in-memory
 * database a throw-away one; a PostgreSQL deployment is refused, with what to set.
 */
export const loadLedgerKey = (config: Config, log: { info(msg: string): void }): LedgerKey => {
  const key = loadCurrentKey(config, log);
  if (!config.ledgerPreviousKeyFile) return key;
  if (!existsSync(config.ledgerPreviousKeyFile))
    throw new StartRefused(
      `LEDGER_PREVIOUS_KEY_FILE names ${config.ledgerPreviousKeyFile}, which does not exist.`,
    );
  const previous = parse(
    readFileSync(config.ledgerPreviousKeyFile, 'utf8'),
    `LEDGER_PREVIOUS_KEY_FILE (${config.ledgerPreviousKeyFile})`,
  );
  return previous.fingerprint === key.fingerprint ? key : { ...key, previous };
};

const loadCurrentKey = (config: Config, log: { info(msg: string): void }): LedgerKey => {
  if (config.ledgerPrivateKey) return parse(pemOf(config.ledgerPrivateKey), 'LEDGER_PRIVATE_KEY');
  if (config.ledgerKeyFile) {
    if (!existsSync(config.ledgerKeyFile))
      throw new StartRefused(
        `LEDGER_KEY_FILE names ${config.ledgerKeyFile}, which does not exist. Give the file that holds the ledger's Ed25519 private key (docs/operations.md, "The ledger key").`,
      );
    return parse(readFileSync(config.ledgerKeyFile, 'utf8'), `LEDGER_KEY_FILE (${config.ledgerKeyFile})`);
  }
  if (config.databaseUrl)
    throw new StartRefused(
      'a PostgreSQL deployment needs the ledger signing key: set LEDGER_KEY_FILE to a file holding an Ed25519 private key (PEM), or LEDGER_PRIVATE_KEY to the key itself. Make one with `openssl genpkey -algorithm ed25519 -out ledger-key.pem` and keep it outside the database (docs/operations.md, "The ledger key").',
    );
  if (config.dataDir === 'memory://') return ledgerKeyFromPrivatePem(newLedgerPrivateKeyPem());
  const file = defaultLedgerKeyFile(config.dataDir);
  if (existsSync(file)) return parse(readFileSync(file, 'utf8'), `the ledger key ${file}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, newLedgerPrivateKeyPem(), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  const key = parse(readFileSync(file, 'utf8'), `the ledger key ${file}`);
  log.info(
    `A new ledger signing key was made in ${file} (fingerprint ${key.fingerprint}). Keep a copy of it outside this machine: the books are signed with it (docs/operations.md, "The ledger key").`,
  );
  return key;
};
