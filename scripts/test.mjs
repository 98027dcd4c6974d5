#!/usr/bin/env node
/**
 * npm test: every check the project has, in order, and one closing line counting the tests.
 *   1. lint (Biome)          2. typecheck (tsc)
 *   3. unit, component and API tests on the embedded database (PGlite)
 *   4. the API tests again on a PostgreSQL server (TEST_DATABASE_URL, default the local server)
 *   5. end-to-end tests in headless Chromium against the app started as `npm start` does, then
 *      the settings screens' ones again with the app on a fresh database of that PostgreSQL server
 * Set VELODESK_SKIP_POSTGRES=1 or VELODESK_SKIP_E2E=1 to leave a stage out on a machine without
 * that part; a stage left out is reported, never counted as passed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const left = [];

const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
};

const countVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
};

const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
};

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.on('connect', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => resolve(socket.destroy() && false));
  });

const npx = (...args) => ['npx', args];

run('lint', ...npx('biome', 'check', '.'));
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);

const pgliteReport = path.join(reports, 'vitest-pglite.json');
run(
  'unit, component and API tests (PGlite)',
  ...npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`),
);
countVitest(pgliteReport);

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let postgresAnswers = false;
if (process.env.VELODESK_SKIP_POSTGRES === '1') {
  left.push('API tests on PostgreSQL (VELODESK_SKIP_POSTGRES=1)');
} else if (!(await reachable(postgresUrl))) {
  console.error(
    `\nNo PostgreSQL server answers at ${new URL(postgresUrl).host}: set TEST_DATABASE_URL, or VELODESK_SKIP_POSTGRES=1.`,
  );
  failures.push('API tests (PostgreSQL): no server');
} else {
  postgresAnswers = true;
  const postgresReport = path.join(reports, 'vitest-postgres.json');
  run(
    'API tests (PostgreSQL)',
    ...npx(
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${postgresReport}`,
    ),
    {
      TEST_DATABASE_URL: postgresUrl,
    },
  );
  countVitest(postgresReport);
}

if (process.env.VELODESK_SKIP_E2E === '1') {
  left.push('end-to-end tests (VELODESK_SKIP_E2E=1)');
} else if (run('build the web app', 'npm', ['run', '--silent', 'build'])) {
  const e2eReport = path.join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', ...npx('playwright', 'test', '-c', 'e2e/playwright.config.ts'), {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countPlaywright(e2eReport);
  if (postgresAnswers) {
    // The settings screens again, on a fresh database of the PostgreSQL server (the screenshot
    // tours, one per language, stay on the embedded database: they check texts, not storage).
    const e2ePostgresReport = path.join(reports, 'playwright-postgres.json');
    run(
      'end-to-end tests of the settings screens on PostgreSQL (Chromium)',
      ...npx(
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        'specs/settings-',
        '--grep-invert',
        'settings screens in|ranges and models in',
      ),
      { PLAYWRIGHT_JSON_OUTPUT_NAME: e2ePostgresReport, E2E_DATABASE_URL: postgresUrl, E2E_PORT: '3320' },
    );
    countPlaywright(e2ePostgresReport);
  }
}

console.log('');
for (const stage of left) console.log(`left out: ${stage}`);
for (const stage of failures) console.log(`failed stage: ${stage}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length === 0 && failed === 0 ? 0 : 1);
