#!/usr/bin/env node
/**
 * `npm start`: builds what is out of date (the web app into apps/web/dist, the API into
 * apps/api/dist: scripts/build.mjs), then runs the built server (plain JavaScript, runtime
 * dependencies only) in this process: the API and web app on PORT, the stay-system simulator on
 * STAY_SIM_PORT. Ctrl-C (SIGINT) or SIGTERM stops everything and exits 0.
 *
 *   node scripts/start.mjs             what `npm start` runs
 *   node scripts/start.mjs --no-build  runs the built server as it is (fails when it was never built)
 *   node scripts/start.mjs --seed      `npm run seed`: migrates and seeds the database, then exits
 *   node scripts/start.mjs --dev       `npm run dev`: the API from its sources (tsx watch) and the
 *                                      Vite dev server at http://localhost:5173 (proxying /api)
 *
 * WEB_DIST_DIR (from the environment) serves another build of the web app as it is: the end-to-end
 * tests start the app through this script with their own build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const apiDist = path.join(root, 'apps/api/dist');
const flags = new Set(process.argv.slice(2));
const known = ['--no-build', '--seed', '--dev'];
for (const flag of flags) {
  if (!known.includes(flag)) {
    console.error(`Unknown option ${flag} (known: ${known.join(', ')}).`);
    process.exit(2);
  }
}
// Paths in the settings (DATA_DIR, WEB_DIST_DIR) are read from the checkout, as under `npm start`.
process.chdir(root);

if (flags.has('--dev')) {
  const children = [
    spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
    spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
  ];
  const stop = (signal) => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  let left = children.length;
  let status = 0;
  for (const child of children) {
    child.on('exit', (code) => {
      status ||= code ?? 0;
      stop('SIGTERM');
      if (--left === 0) process.exit(status);
    });
  }
} else {
  const entry = path.join(apiDist, flags.has('--seed') ? 'seed.js' : 'server.js');
  const webDistGiven = Boolean(process.env.WEB_DIST_DIR);
  if (!flags.has('--no-build')) {
    // Loaded only to build: a built checkout starts without any devDependency.
    const { ensureBuilt } = await import('./build.mjs');
    try {
      await ensureBuilt({ web: !webDistGiven && !flags.has('--seed') });
    } catch (error) {
      console.error(`Velodesk did not build: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  } else if (!existsSync(entry)) {
    console.error(`${path.relative(root, entry)} is missing: run \`npm run build\` or \`npm start\` first.`);
    process.exit(1);
  }
  if (!webDistGiven) process.env.WEB_DIST_DIR = path.join(root, 'apps/web/dist');
  // Stack traces point into the TypeScript sources (apps/api/dist/*.js.map).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
}
