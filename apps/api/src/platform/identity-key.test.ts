import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartRefused, testConfig } from './config.ts';
import {
  defaultIdentityKeyFile,
  identityKeyFromText,
  loadIdentityKey,
  maskedIdentity,
  newIdentityKeyText,
} from './identity-key.ts';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'velodesk-identity-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});
const noLog = { info: () => {} };
const unset = { identityKey: null, identityKeyFile: null };

describe('the identity key', () => {
  it('encrypts with AES-256-GCM: a random IV each time, the mask readable without the key, a changed text refused', () => {
    const key = identityKeyFromText(newIdentityKeyText(), 'test');
    const one = key.encrypt('X1234567AB');
    const two = key.encrypt('X1234567AB');
    expect(one).not.toBe(two);
    expect(one).not.toContain('1234567');
    expect(key.decrypt(one)).toBe('X1234567AB');
    expect(maskedIdentity(one)).toBe('••••67AB');
    expect(maskedIdentity('ABC')).toBe('••••');
    const parts = one.split(':');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => key.decrypt(parts.join(':'))).toThrow();
    const other = identityKeyFromText(newIdentityKeyText(), 'other');
    expect(() => other.decrypt(one)).toThrow();
  });

  it('refuses a PostgreSQL start without a key, saying what to set', () => {
    const config = testConfig({ ...unset, databaseUrl: 'postgres://db.example/velodesk' });
    expect(() => loadIdentityKey(config, noLog)).toThrow(StartRefused);
    expect(() => loadIdentityKey(config, noLog)).toThrow(/IDENTITY_KEY_FILE.*IDENTITY_KEY/);
  });

  it('reads IDENTITY_KEY (base64 or hex) or IDENTITY_KEY_FILE, refusing a wrong length', () => {
    const text = newIdentityKeyText();
    const hex = Buffer.from(text, 'base64').toString('hex');
    const fromBase64 = loadIdentityKey(testConfig({ ...unset, identityKey: text }), noLog);
    const fromHex = loadIdentityKey(testConfig({ ...unset, identityKey: hex }), noLog);
    expect(fromHex.decrypt(fromBase64.encrypt('same key'))).toBe('same key');
    const file = path.join(folder(), 'key');
    writeFileSync(file, `${text}\n`);
    const fromFile = loadIdentityKey(testConfig({ ...unset, identityKeyFile: file }), noLog);
    expect(fromFile.fingerprint).toBe(fromBase64.fingerprint);
    expect(() => loadIdentityKey(testConfig({ ...unset, identityKey: 'c2hvcnQ=' }), noLog)).toThrow(
      /32 bytes/,
    );
    expect(() =>
      loadIdentityKey(testConfig({ ...unset, identityKeyFile: path.join(folder(), 'missing') }), noLog),
    ).toThrow(/does not exist/);
  });

  it('is made in DATA_DIR on the first start of the embedded database (and logged), then read again', () => {
    const dataDir = folder();
    const logged: string[] = [];
    const first = loadIdentityKey(testConfig({ ...unset, dataDir }), { info: (m) => logged.push(m) });
    const file = defaultIdentityKeyFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logged.join()).toContain(file);
    expect(logged.join()).not.toContain(readFileSync(file, 'utf8').trim());
    const again = loadIdentityKey(testConfig({ ...unset, dataDir }), noLog);
    expect(again.decrypt(first.encrypt('kept'))).toBe('kept');
  });
});
