#!/usr/bin/env node
/**
 * npm test: every check the project has, in order, and one closing line counting the tests.
 *   1. lint (Biome)          2. typecheck (tsc)
 *   3. unit, component and API tests on the embedded database (PGlite)
 *   4. the API tests again on a PostgreSQL server (TEST_DATABASE_URL, default the local server),
 *      run beside stages 5 and 6 (its output printed whole when it ends)
 *   5. the build (web app and API), then the smoke stage: the README's `npm start` in this checkout
 *      on free ports with a fresh DATA_DIR, /api/health, / and /api/docs, then Ctrl-C (SIGINT):
 *      exit status 0 and both ports (API, simulator) free again
 *   6. end-to-end tests in headless Chromium against the app started as `npm start` does, then
 *      the settings screens' ones again with the app on a fresh database of that PostgreSQL server
 * Set VELODESK_SKIP_POSTGRES=1 or VELODESK_SKIP_E2E=1 to leave a stage out on a machine without
 * that part; a stage left out is reported, never counted as passed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, createWriteStream, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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
/** The failed tests by name, with the start of their message, repeated at the very end of the output. */
const failedTests = [];
const firstLines = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are taken out
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 6)
    .join('\n      ');

const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  // A setting given as undefined is left out (the embedded-database stage runs without TEST_DATABASE_URL).
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
};

/**
 * A stage run beside the next ones (its own output kept in a file, printed whole when it ends):
 * the API tests on PostgreSQL spend most of their time waiting on the server, so they run while the
 * build and the end-to-end tests use the machine (together they fit in CI's time on two cores).
 */
const runBeside = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')} (beside the next stages)`);
  const started = Date.now();
  const logFile = path.join(reports, `${title.replace(/[^a-z]+/gi, '-').toLowerCase()}.log`);
  // The child writes straight into the file: the stages run meanwhile (spawnSync) block this
  // process's event loop, which could not drain a pipe; its end is read once they return.
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      console.log(`\n=== ${title} (run beside): its output`);
      console.log(readFileSync(logFile, 'utf8'));
      console.log(
        `=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
};

const countVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const test of tests.filter((one) => one.status === 'failed'))
      failedTests.push(
        `${path.relative(root, file.name)} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`,
      );
    if (file.status === 'failed' && tests.every((one) => one.status !== 'failed'))
      failedTests.push(
        `${path.relative(root, file.name)} (the file itself)\n      ${firstLines(file.message)}`,
      );
  }
};

const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failedTests.push(
            `${spec.file} › ${[...titles, spec.title].join(' › ')}\n      ${firstLines(error)}`,
          );
        }
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
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

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let postgresAnswers = false;
/** The API tests on PostgreSQL, run beside the build and the end-to-end tests (runBeside). */
let postgresStage = Promise.resolve(true);
// `node scripts/test.mjs --smoke`: only the build and the smoke stage.
const smokeOnly = process.argv.includes('--smoke');

if (!smokeOnly) {
  run('lint', ...npx('biome', 'check', '.'));
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);

  const pgliteReport = path.join(reports, 'vitest-pglite.json');
  run(
    'unit, component and API tests (PGlite)',
    ...npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`),
    // On the embedded database, even when CI exported TEST_DATABASE_URL for the stage after it
    // (.ci/run does): with it the API tests of this stage ran on PostgreSQL, twice, and PGlite never.
    { TEST_DATABASE_URL: undefined },
  );
  countVitest(pgliteReport);

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
    postgresStage = runBeside(
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
    ).then(() => countVitest(postgresReport));
  }
}

const built = run('build (web app and API)', 'npm', ['run', '--silent', 'build']);
if (built) await smoke();

if (smokeOnly) {
  left.push('every stage but the build and the smoke stage (--smoke)');
} else if (process.env.VELODESK_SKIP_E2E === '1') {
  left.push('end-to-end tests (VELODESK_SKIP_E2E=1)');
} else if (built) {
  const e2eReport = path.join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', ...npx('playwright', 'test', '-c', 'e2e/playwright.config.ts'), {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countPlaywright(e2eReport);
  // The settings screens on the PostgreSQL server once its API tests are done with it.
  await postgresStage;
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

/**
 * The smoke stage: `npm start` exactly as the README says, in this checkout (the build above made
 * it start at once), on free ports and a fresh DATA_DIR. Each check counts as one test.
 */
async function smoke() {
  const title = 'smoke: npm start';
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const [port, simPort] = await freePorts(2);
  const dataDir = path.join(reports, 'smoke-data');
  rmSync(dataDir, { recursive: true, force: true });
  const logFile = path.join(reports, 'smoke-npm-start.log');
  const env = { ...process.env, PORT: String(port), STAY_SIM_PORT: String(simPort), DATA_DIR: dataDir };
  for (const name of ['WEB_DIST_DIR', 'DATABASE_URL', 'STAY_SYSTEM_URL', 'SEED_DEMO', 'LOG_LEVEL'])
    delete env[name];
  // Its own process group, as under a terminal; the SIGINT goes to npm alone, which must pass it on.
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  exited.then((result) => {
    exit = result;
  });
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push(ok);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  };
  const base = `http://127.0.0.1:${port}`;
  const get = async (url) => {
    try {
      const response = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) });
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        body: await response.text(),
      };
    } catch (error) {
      return { status: 0, type: '', body: String(error) };
    }
  };

  let health = { status: 0, body: '' };
  while (Date.now() - started < 180_000 && exit === null) {
    health = await get('/api/health');
    if (health.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(
    'GET /api/health answers 200 {status: ok}',
    health.status === 200 && JSON.parse(health.body).status === 'ok',
    health.status === 200
      ? `after ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `${health.status} ${health.body.slice(0, 200)}`,
  );
  const page = await get('/');
  check(
    'GET / is the web app',
    page.status === 200 && page.type.startsWith('text/html') && page.body.includes('id="root"'),
    `${page.status} ${page.type}`,
  );
  const docs = await get('/api/docs');
  check(
    'GET /api/docs is the API documentation',
    docs.status === 200 && /swagger/i.test(docs.body),
    `${docs.status}`,
  );
  const openapi = await get('/api/docs/json');
  check(
    'GET /api/docs/json is the OpenAPI document',
    openapi.status === 200 && openapi.body.includes('"openapi"'),
    `${openapi.status}`,
  );
  // The back changelog is read next to the bundle (apps/api/dist/CHANGELOG.md): signed in as the
  // README's demo administrator, the built API answers it with its version.
  let changelog = { status: 0, body: '' };
  try {
    const signedIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin!2026!' }),
      signal: AbortSignal.timeout(10_000),
    });
    const { token } = await signedIn.json();
    const answer = await fetch(`${base}/api/changelog`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    changelog = { status: answer.status, body: await answer.text() };
  } catch (error) {
    changelog = { status: 0, body: String(error) };
  }
  const apiVersion = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')).version;
  check(
    'GET /api/changelog answers the back changelog of the built API',
    changelog.status === 200 &&
      JSON.parse(changelog.body).versionBack === apiVersion &&
      JSON.parse(changelog.body).content.includes(`## ${apiVersion}`),
    `${changelog.status} ${changelog.status === 200 ? '' : changelog.body.slice(0, 200)}`,
  );

  if (exit === null) process.kill(child.pid, 'SIGINT');
  const result = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), 20_000)),
  ]);
  check(
    'SIGINT: npm start exits with status 0',
    result?.code === 0,
    result ? JSON.stringify(result) : 'still running after 20 s',
  );
  for (const [name, value] of [
    ['API', port],
    ['simulator', simPort],
  ]) {
    check(`SIGINT: the ${name} port ${value} is free`, !(await listening(value)));
  }
  // Whatever is left of the group (only when a check above failed).
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  log.end();
  const failedChecks = results.filter((ok) => !ok).length;
  passed += results.length - failedChecks;
  failed += failedChecks;
  if (failedChecks > 0) {
    failures.push(title);
    console.log(`    the output of npm start: ${path.relative(root, logFile)}`);
  }
  console.log(
    `=== ${title}: ${failedChecks === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Ports nobody listens on now, chosen by the system. */
async function freePorts(count) {
  const servers = [];
  for (let i = 0; i < count; i++) {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Whether something accepts connections on the port of this machine. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2000);
    socket.on('connect', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => resolve(socket.destroy() && false));
  });
}

await postgresStage;
console.log('');
for (const stage of left) console.log(`left out: ${stage}`);
for (const test of failedTests) console.log(`failed test: ${test}`);
for (const stage of failures) console.log(`failed stage: ${stage}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length === 0 && failed === 0 ? 0 : 1);
