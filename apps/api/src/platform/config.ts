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
  /** Seed the demo data when the database has no user yet. */
  seedDemo: boolean;
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
}

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: int(env.PORT, 3000),
  host: env.HOST ?? '0.0.0.0',
  dataDir: path.resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || null,
  staySystemUrl: env.STAY_SYSTEM_URL || null,
  staySystemTimeoutMs: int(env.STAY_SYSTEM_TIMEOUT_MS, 5000),
  tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 3600),
  tokenGraceSeconds: int(env.TOKEN_GRACE_SECONDS, 30),
  signInMaxFailuresPerAccount: int(env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT, 5),
  signInMaxFailuresPerAddress: int(env.SIGN_IN_MAX_FAILURES_PER_ADDRESS, 20),
  signInWindowSeconds: int(env.SIGN_IN_WINDOW_SECONDS, 900),
  seedDemo: env.SEED_DEMO !== 'false',
  webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR ?? 'apps/web/dist'),
  logLevel: env.LOG_LEVEL ?? 'info',
  trustProxy: env.TRUST_PROXY === 'true',
  smtpUrl: env.SMTP_URL || null,
  mailFrom: env.MAIL_FROM || 'Velodesk <no-reply@velodesk.example>',
  publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, ''),
});

/** The configuration tests start from: embedded database in memory, no web app, quiet logs. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...readConfig({}),
  dataDir: 'memory://',
  databaseUrl: null,
  staySystemUrl: 'http://127.0.0.1:9',
  webDistDir: null,
  logLevel: 'silent',
  seedDemo: false,
  ...overrides,
});
