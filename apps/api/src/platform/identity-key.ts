import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { maskIdentityNumber } from '@velodesk/contract/api/privacy';
import { type Config, StartRefused } from './config.ts';

/**
 * The key that encrypts customers' identity numbers at rest (AES-256-GCM; docs/decisions/personal-data.md,
 * docs/operations.md "The identity key"). Like the ledger key it is configuration, never in the
 * database: IDENTITY_KEY (32 bytes as base64 or 64 hex digits) or IDENTITY_KEY_FILE (a file holding
 * that text). Unset on the embedded database: made on the first start in DATA_DIR beside the
 * database (the log says where); unset with DATABASE_URL: the start is refused.
 *
 * A stored value is `pii1:<mask>:<iv>:<tag>:<ciphertext>` (base64url parts): the masked form (the
 * last four characters, what every user sees) needs no key; the clear value needs the key.
 */
export interface IdentityKey {
  encrypt(clear: string): string;
  /** The clear value of a stored one (a value stored before encryption is given back as it is). */
  decrypt(stored: string): string;
  /** Short fingerprint of the key (logs, journal). */
  fingerprint: string;
}

const prefix = 'pii1:';

export const isEncryptedIdentity = (stored: string): boolean => stored.startsWith(prefix);

/** The masked form of a stored identity number (encrypted or not), without the key. */
export const maskedIdentity = (stored: string | null): string | null => {
  if (stored === null) return null;
  if (!isEncryptedIdentity(stored)) return maskIdentityNumber(stored);
  const [, mask] = stored.split(':');
  return Buffer.from(mask ?? '', 'base64url').toString('utf8');
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export const identityKeyFromBytes = (key: Buffer): IdentityKey => {
  if (key.length !== 32)
    throw new StartRefused('the identity key must be 32 bytes (base64 or 64 hex digits).');
  return {
    fingerprint: createHash('sha256').update(key).digest('hex').slice(0, 16),
    encrypt: (clear) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      const mask = Buffer.from(maskIdentityNumber(clear), 'utf8');
      return `${prefix}${b64(mask)}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(data)}`;
    },
    decrypt: (stored) => {
      if (!isEncryptedIdentity(stored)) return stored;
      const [, , iv, tag, data] = stored.split(':');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data ?? '', 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
};

/** IDENTITY_KEY's text: 64 hex digits, or base64 of 32 bytes. */
export const identityKeyFromText = (text: string, where: string): IdentityKey => {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  try {
    return identityKeyFromBytes(bytes);
  } catch (error) {
    if (error instanceof StartRefused) throw new StartRefused(`${where}: ${error.message}`);
    throw error;
  }
};

/** A new key's text (base64 of 32 random bytes). */
export const newIdentityKeyText = (): string => randomBytes(32).toString('base64');

/** Where the first start of the embedded database keeps the identity key it makes. */
export const defaultIdentityKeyFile = (dataDir: string): string => path.join(dataDir, 'identity-key');

export const loadIdentityKey = (config: Config, log: { info(msg: string): void }): IdentityKey => {
  if (config.identityKey) return identityKeyFromText(config.identityKey, 'IDENTITY_KEY');
  if (config.identityKeyFile) {
    if (!existsSync(config.identityKeyFile))
      throw new StartRefused(
        `IDENTITY_KEY_FILE names ${config.identityKeyFile}, which does not exist. Give the file that holds the key of the identity numbers (docs/operations.md, "The identity key").`,
      );
    return identityKeyFromText(
      readFileSync(config.identityKeyFile, 'utf8'),
      `IDENTITY_KEY_FILE (${config.identityKeyFile})`,
    );
  }
  if (config.databaseUrl)
    throw new StartRefused(
      'a PostgreSQL deployment needs the key that encrypts identity numbers: set IDENTITY_KEY_FILE to a file holding 32 random bytes in base64, or IDENTITY_KEY to that text. Make one with `openssl rand -base64 32 > identity-key` and keep it outside the database (docs/operations.md, "The identity key").',
    );
  if (config.dataDir === 'memory://')
    return identityKeyFromText(newIdentityKeyText(), 'the in-memory identity key');
  const file = defaultIdentityKeyFile(config.dataDir);
  if (existsSync(file)) return identityKeyFromText(readFileSync(file, 'utf8'), `the identity key ${file}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${newIdentityKeyText()}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  const key = identityKeyFromText(readFileSync(file, 'utf8'), `the identity key ${file}`);
  log.info(
    `A new identity key was made in ${file} (fingerprint ${key.fingerprint}). Keep a copy of it outside this machine: the customers' identity numbers are encrypted with it (docs/operations.md, "The identity key").`,
  );
  return key;
};
