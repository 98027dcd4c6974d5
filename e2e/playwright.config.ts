import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's headless Chromium against the app started by `npm start`'s own
 * script (scripts/start.mjs: it builds the API when its sources changed, then runs the built
 * server) with the stay-system simulator, on a fresh embedded database with demo data. The web app
 * is apps/web/dist (`npm run build`, which `npm test` runs first), or WEB_DIST_DIR from the
 * environment (a private build).
 */
const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = `test-results/e2e-data-${port}`;
/**
 * E2E_DATABASE_URL (a PostgreSQL server) runs the app on a fresh database `velodesk_e2e_<port>` of
 * that server instead of the embedded one.
 */
const serverUrl = process.env.E2E_DATABASE_URL;
const databaseName = `velodesk_e2e_${port}`;
const databaseUrl = (() => {
  if (!serverUrl) return '';
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
/**
 * On a PostgreSQL server the app needs its ledger signing key from the configuration (never in the
 * database): a throw-away one per run. The embedded database makes its own in DATA_DIR.
 */
const ledgerKey = serverUrl
  ? generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  : '';
/** The same for the key of the customers' identity numbers (32 random bytes, base64). */
const identityKey = serverUrl ? randomBytes(32).toString('base64') : '';
const freshDatabase = serverUrl
  ? `npx tsx apps/api/src/test/fresh-postgres-database.ts '${serverUrl}' ${databaseName}`
  : `rm -rf ${dataDir}`;

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A click, a wait or a page that never comes fails at its own step, named in the report, and
    // not later as a test timeout that names none (each is far over what a busy machine needs).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `${freshDatabase} && exec node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LEDGER_PRIVATE_KEY: ledgerKey,
      IDENTITY_KEY: identityKey,
      // A PostgreSQL server is a production database for the app: ask for the demo data.
      SEED_DEMO: 'true',
      STAY_SIM_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
      // The tests sign in wrongly on purpose; the throttle must not lock the demo users out.
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '20',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '200',
    },
  },
});
