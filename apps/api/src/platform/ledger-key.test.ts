import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartRefused, testConfig } from './config.ts';
import {
  defaultLedgerKeyFile,
  fingerprintOf,
  ledgerKeyFromPrivatePem,
  loadLedgerKey,
  newLedgerPrivateKeyPem,
  verifyLedgerSignature,
} from './ledger-key.ts';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'velodesk-key-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});
const noLog = { info: () => {} };
const unset = { ledgerPrivateKey: null, ledgerKeyFile: null };

describe('the ledger key', () => {
  it('signs with Ed25519: the public key verifies, another key or a changed text does not', () => {
    const key = ledgerKeyFromPrivatePem(newLedgerPrivateKeyPem());
    const other = ledgerKeyFromPrivatePem(newLedgerPrivateKeyPem());
    const signature = key.sign('["version",2]');
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(verifyLedgerSignature(key.publicKeyPem, '["version",2]', signature)).toBe(true);
    expect(verifyLedgerSignature(key.publicKeyPem, '["version",3]', signature)).toBe(false);
    expect(verifyLedgerSignature(other.publicKeyPem, '["version",2]', signature)).toBe(false);
    expect(verifyLedgerSignature(key.publicKeyPem, '["version",2]', 'not a signature')).toBe(false);
    expect(key.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(key.publicKeyPem)).toBe(key.fingerprint);
    expect(key.shortFingerprint).toBe(key.fingerprint.slice(0, 16).match(/.{4}/g)?.join(' '));
  });

  it('refuses a PostgreSQL start without a key, saying what to set', () => {
    const config = testConfig({ ...unset, databaseUrl: 'postgres://db.example/velodesk' });
    expect(() => loadLedgerKey(config, noLog)).toThrow(StartRefused);
    expect(() => loadLedgerKey(config, noLog)).toThrow(/LEDGER_KEY_FILE.*LEDGER_PRIVATE_KEY/);
  });

  it('reads the key from LEDGER_KEY_FILE or LEDGER_PRIVATE_KEY (PEM or base64), refusing a bad one', () => {
    const pem = newLedgerPrivateKeyPem();
    const expected = ledgerKeyFromPrivatePem(pem).fingerprint;
    const file = path.join(folder(), 'key.pem');
    writeFileSync(file, pem);
    const postgres = { databaseUrl: 'postgres://db.example/velodesk' };
    expect(loadLedgerKey(testConfig({ ...unset, ...postgres, ledgerKeyFile: file }), noLog).fingerprint).toBe(
      expected,
    );
    const base64 = Buffer.from(pem).toString('base64');
    expect(loadLedgerKey(testConfig({ ...unset, ledgerPrivateKey: base64 }), noLog).fingerprint).toBe(
      expected,
    );
    expect(() => loadLedgerKey(testConfig({ ...unset, ledgerPrivateKey: 'nonsense' }), noLog)).toThrow(
      'LEDGER_PRIVATE_KEY is not a readable Ed25519 private key',
    );
    expect(() =>
      loadLedgerKey(testConfig({ ...unset, ledgerKeyFile: path.join(folder(), 'missing.pem') }), noLog),
    ).toThrow('does not exist');
  });

  it('makes a key on the first start of the embedded database, says so, and reads it back afterwards', () => {
    const dataDir = path.join(folder(), 'data');
    const logged: string[] = [];
    const first = loadLedgerKey(testConfig({ ...unset, dataDir }), { info: (m) => logged.push(m) });
    const file = defaultLedgerKeyFile(dataDir);
    expect(readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logged.join('\n')).toContain(file);
    expect(logged.join('\n')).toContain(first.fingerprint);
    const again = loadLedgerKey(testConfig({ ...unset, dataDir }), { info: (m) => logged.push(m) });
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(logged).toHaveLength(1);
  });
});
