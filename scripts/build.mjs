#!/usr/bin/env node
/**
 * The build of what `npm start` runs (docs/decisions/api-build.md):
 *   - the web app: `vite build` into apps/web/dist;
 *   - the API: apps/api/src/server.ts (and the seed command) bundled by esbuild into plain
 *     JavaScript in apps/api/dist, with the stay-system simulator and the contract inside and every
 *     npm package left external (node_modules, runtime dependencies only), plus the SQL migrations
 *     and the back changelog (apps/api/CHANGELOG.md).
 * `node scripts/build.mjs` builds both; scripts/start.mjs calls `ensureBuilt`, which rebuilds only
 * what is older than its sources. The running app imports nothing from here: esbuild and Vite are
 * loaded only when something must be built.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
export const apiDist = path.join(root, 'apps/api/dist');
export const apiServer = path.join(apiDist, 'server.js');
export const apiSeed = path.join(apiDist, 'seed.js');
export const webDistDefault = path.join(root, 'apps/web/dist');
const stampName = '.velodesk-build';

/** The newest modification time of the files under the given paths (tests left out), in ms. */
const newestSource = (paths) => {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name === 'node_modules' || name === 'dist' || /\.test\.tsx?$/.test(name)) continue;
        visit(path.join(entry, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of paths) visit(path.join(root, entry));
  return newest;
};

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const sharedSources = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];
const apiSources = [
  'apps/api/src',
  'apps/api/package.json',
  // The back changelog is copied next to the bundle; the web app's version is baked into it.
  'apps/api/CHANGELOG.md',
  'apps/web/package.json',
  'apps/stay-sim/src',
  'apps/stay-sim/package.json',
  'scripts/build.mjs',
  ...sharedSources,
];
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  ...sharedSources,
];

export const apiIsStale = () => builtAt(path.join(apiDist, stampName)) < newestSource(apiSources);
export const webIsStale = (outDir = webDistDefault) =>
  builtAt(path.join(outDir, stampName)) < newestSource(webSources);

/** Writes a file so that a reader (another start) never sees it half written. */
const writeAtomically = (file, contents) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
};

/** The packages the built API may import at run time: the runtime dependencies it ships with. */
const runtimePackages = () => {
  const names = new Set();
  for (const manifest of ['apps/api', 'apps/stay-sim', 'packages/contract']) {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, manifest, 'package.json'), 'utf8'));
    for (const name of Object.keys(dependencies)) names.add(name);
  }
  return names;
};

const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const emptyDatabaseStamp = path.join(apiDist, '.velodesk-empty-database');
const emptyDatabaseIsStale = () =>
  !existsSync(path.join(apiDist, 'empty-database/PG_VERSION')) ||
  builtAt(emptyDatabaseStamp) <
    newestSource(['apps/api/src/db/migrations', 'apps/api/src/db/client.ts', 'package-lock.json']);

/**
 * The embedded database with every migration applied, copied into a new DATA_DIR at start
 * (db/client.ts): a first start skips PGlite's initdb and the migrations.
 */
const makeEmptyDatabase = () => {
  const target = path.join(apiDist, 'empty-database');
  const made = `${target}.${process.pid}.tmp`;
  rmSync(made, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [path.join(apiDist, 'make-empty-database.js'), made], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The empty embedded database could not be made.');
  // Another start may be making it at the same moment: whichever lands last wins, both are equal.
  const old = `${target}.${process.pid}.old`;
  try {
    renameSync(target, old);
  } catch {}
  try {
    renameSync(made, target);
  } catch {
    rmSync(made, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  writeAtomically(emptyDatabaseStamp, `${new Date().toISOString()}\n`);
};

export const buildApi = async () => {
  const started = Date.now();
  const esbuild = await import('esbuild');
  const allowed = runtimePackages();
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const undeclared = new Set();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      server: 'apps/api/src/server.ts',
      seed: 'apps/api/src/db/seed/run-seed.ts',
      'make-empty-database': 'apps/api/src/db/seed/make-empty-database.ts',
    },
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        // Our workspaces (TypeScript sources) go into the bundle; every npm package stays a plain
        // import resolved from node_modules at run time, and must be a runtime dependency.
        name: 'packages-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
            if (specifier.startsWith('@velodesk/')) return undefined;
            if (!builtins.has(specifier) && !allowed.has(packageName(specifier))) undeclared.add(specifier);
            return { path: specifier, external: true };
          });
        },
      },
    ],
  });
  if (undeclared.size > 0) {
    throw new Error(
      `The API imports packages that are not runtime dependencies of apps/api, apps/stay-sim or packages/contract: ${[...undeclared].join(', ')}`,
    );
  }
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  // The migrations are read next to the code (db/client.ts: <dir of the module>/migrations).
  const migrationsSource = path.join(root, 'apps/api/src/db/migrations');
  const migrationsTarget = path.join(apiDist, 'migrations');
  const wanted = new Set();
  const copy = (from, to) => {
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      wanted.add(target);
      if (entry.isDirectory()) copy(source, target);
      else writeAtomically(target, readFileSync(source));
    }
  };
  copy(migrationsSource, migrationsTarget);
  const prune = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name);
      if (!wanted.has(target)) rmSync(target, { recursive: true, force: true });
      else if (entry.isDirectory()) prune(target);
    }
  };
  prune(migrationsTarget);
  // The back changelog (GET /api/changelog) is read next to the code too (platform/running-version.ts).
  writeAtomically(path.join(apiDist, 'CHANGELOG.md'), readFileSync(path.join(root, 'apps/api/CHANGELOG.md')));
  if (emptyDatabaseIsStale()) makeEmptyDatabase();
  writeAtomically(path.join(apiDist, stampName), `${new Date().toISOString()}\n`);
  console.info(
    `API built into ${path.relative(root, apiDist)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

export const buildWeb = (outDir = webDistDefault) => {
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web app did not build (vite build failed).');
  writeFileSync(path.join(outDir, stampName), `${new Date().toISOString()}\n`);
  console.info(
    `Web app built into ${path.relative(root, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

/**
 * Builds what is missing or older than its sources: the API always; the web app when it is the
 * default apps/web/dist (a WEB_DIST_DIR given from outside is served as it is).
 */
export const ensureBuilt = async ({ web = true } = {}) => {
  if (web && webIsStale()) buildWeb();
  if (apiIsStale()) await buildApi();
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2];
  try {
    if (only !== 'api') buildWeb();
    if (only !== 'web') await buildApi();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
