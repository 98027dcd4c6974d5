import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';

/** Everything the API reads from the environment, read once. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite), used when databaseUrl is unset. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | null;
  /** A real stay system; when unset the simulator is started alongside. */
  staySystemUrl: string | null;
  staySystemTimeoutMs: number;
  /** Lifetime of a session token, in seconds. */
  tokenTtlSeconds: number;
  /** How long a token replaced by a refresh keeps working, in seconds. */
  tokenGraceSeconds: number;
  /** Sign-in throttle: failures allowed per account and per address within the window. */
  signInMaxFailuresPerAccount: number;
  signInMaxFailuresPerAddress: number;
  signInWindowSeconds: number;
  /**
   * Seed the demo data (and its demo passwords) when the database has no user yet. SEED_DEMO;
   * by default true on the embedded database and false with DATABASE_URL (a production server).
   */
  seedDemo: boolean;
  /**
   * The administrator the first start of an empty database creates when it does not seed the demo
   * data (ADMIN_USERNAME, ADMIN_PASSWORD); read only then.
   */
  adminUsername: string | null;
  adminPassword: string | null;
  /** Built web app to serve at /, when it exists. */
  webDistDir: string | null;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** SMTP server the mails go through (smtp://user:pass@host:port); unset: mails stay in the outbox. */
  smtpUrl: string | null;
  /** Sender of the mails. */
  mailFrom: string;
  /** Address of the web app, used in the links of the mails. */
  publicUrl: string;
  /**
   * The software editor's identity, printed on the editor and user certificates
   * (docs/decisions/versions-and-certificates.md): EDITOR_NAME, EDITOR_ADDRESS, EDITOR_SIREN,
   * EDITOR_REPRESENTATIVE (name and title of who signs), EDITOR_CITY (the place of issue).
   */
  editor: EditorIdentity;
  /**
   * The ledger's Ed25519 signing key (docs/decisions/ledger-signature.md), never stored in the
   * database: LEDGER_PRIVATE_KEY (the PEM text, or its base64) or LEDGER_KEY_FILE (a PEM file).
   * Unset on the embedded database: a key made on the first start in DATA_DIR; unset with
   * DATABASE_URL: the start is refused.
   */
  ledgerKeyFile: string | null;
  ledgerPrivateKey: string | null;
  /**
   * The key used before a rotation (LEDGER_PREVIOUS_KEY_FILE), read only to cross-sign the
   * rotation event when the configured key is not the chain's current one.
   */
  ledgerPreviousKeyFile: string | null;
  /**
   * Folder of the signed-heads journal, kept outside the database (LEDGER_ANCHOR_DIR); default
   * DATA_DIR/ledger-anchors (none for an in-memory database).
   */
  ledgerAnchorDir: string | null;
  /**
   * The key of the customers' identity numbers (AES-256-GCM, platform/identity-key.ts), never in the
   * database: IDENTITY_KEY (32 bytes, base64 or hex) or IDENTITY_KEY_FILE. Unset on the embedded
   * database: made on the first start in DATA_DIR; unset with DATABASE_URL: the start is refused.
   */
  identityKeyFile: string | null;
  identityKey: string | null;
  /** How often the retention job looks whether today's run is done (ms; docs/decisions/personal-data.md). */
  retentionIntervalMs: number;
}

/** Who publishes the software and signs its certificates. */
export interface EditorIdentity {
  name: string;
  address: string;
  siren: string;
  representative: string;
  city: string;
}

/**
 * A start that must not go on (a bad setting, an empty production database without its first
 * administrator): the message says what to set. The server prints it without a stack trace and
 * exits with status 1.
 */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefused';
  }
}

const int = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new StartRefused(`${name} must be a whole number, got "${value}".`);
  return parsed;
};

const bool = (name: string, value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StartRefused(`${name} must be "true" or "false", got "${value}".`);
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: int('PORT', env.PORT, 3000),
  host: env.HOST ?? '0.0.0.0',
  dataDir: path.resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || null,
  staySystemUrl: env.STAY_SYSTEM_URL || null,
  staySystemTimeoutMs: int('STAY_SYSTEM_TIMEOUT_MS', env.STAY_SYSTEM_TIMEOUT_MS, 5000),
  tokenTtlSeconds: int('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 3600),
  tokenGraceSeconds: int('TOKEN_GRACE_SECONDS', env.TOKEN_GRACE_SECONDS, 30),
  signInMaxFailuresPerAccount: int(
    'SIGN_IN_MAX_FAILURES_PER_ACCOUNT',
    env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
    5,
  ),
  signInMaxFailuresPerAddress: int(
    'SIGN_IN_MAX_FAILURES_PER_ADDRESS',
    env.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
    20,
  ),
  signInWindowSeconds: int('SIGN_IN_WINDOW_SECONDS', env.SIGN_IN_WINDOW_SECONDS, 900),
  seedDemo: bool('SEED_DEMO', env.SEED_DEMO, !env.DATABASE_URL),
  adminUsername: env.ADMIN_USERNAME?.trim() || null,
  adminPassword: env.ADMIN_PASSWORD || null,
  webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR ?? 'apps/web/dist'),
  logLevel: env.LOG_LEVEL ?? 'info',
  trustProxy: env.TRUST_PROXY === 'true',
  smtpUrl: env.SMTP_URL || null,
  mailFrom: env.MAIL_FROM || 'Velodesk <no-reply@velodesk.example>',
  publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  editor: {
    name: env.EDITOR_NAME?.trim() || 'Velodesk',
    address: env.EDITOR_ADDRESS?.trim() || '12 rue des Cyclistes, 75011 Paris, France',
    siren: env.EDITOR_SIREN?.trim() || '000000000',
    representative: env.EDITOR_REPRESENTATIVE?.trim() || 'Camille Martin, Président',
    city: env.EDITOR_CITY?.trim() || 'Paris',
  },
  ledgerKeyFile: env.LEDGER_KEY_FILE ? path.resolve(env.LEDGER_KEY_FILE) : null,
  ledgerPrivateKey: env.LEDGER_PRIVATE_KEY || null,
  ledgerPreviousKeyFile: env.LEDGER_PREVIOUS_KEY_FILE ? path.resolve(env.LEDGER_PREVIOUS_KEY_FILE) : null,
  ledgerAnchorDir: env.LEDGER_ANCHOR_DIR ? path.resolve(env.LEDGER_ANCHOR_DIR) : null,
  identityKeyFile: env.IDENTITY_KEY_FILE ? path.resolve(env.IDENTITY_KEY_FILE) : null,
  identityKey: env.IDENTITY_KEY || null,
  retentionIntervalMs: int('RETENTION_INTERVAL_MS', env.RETENTION_INTERVAL_MS, 60 * 60 * 1000),
});

let testLedgerKey: string | null = null;
let testIdentityKey: string | null = null;
/** One throw-away identity key per test process. */
export const testIdentityKeyText = (): string => {
  testIdentityKey ??= randomBytes(32).toString('base64');
  return testIdentityKey;
};
/** One throw-away ledger key per test process (tests verify with its public part). */
export const testLedgerPrivateKey = (): string => {
  testLedgerKey ??= generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  return testLedgerKey;
};

/**
 * The configuration tests start from: embedded database in memory, no web app, quiet logs, the
 * test process's ledger key.
 */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...readConfig({}),
  dataDir: 'memory://',
  databaseUrl: null,
  staySystemUrl: 'http://127.0.0.1:9',
  webDistDir: null,
  logLevel: 'silent',
  seedDemo: false,
  ledgerPrivateKey: testLedgerPrivateKey(),
  identityKey: testIdentityKeyText(),
  ...overrides,
});
