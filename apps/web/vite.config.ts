import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { signedInChunks } from './build/signed-in-chunks.ts';

/** The web app's version (its package.json), shown on the about page (src/web-version.d.ts). */
const webVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * `@/` is `src/` (tsconfig.json's `paths` says the same to TypeScript): an import names the layer
 * and module it reaches (`@/shared/…`, `@/modules/rentals/…`) instead of climbing `../../../`
 * (docs/decisions/web-layers.md). The build, the dev server and the `web` test project all read it.
 */
const sourceAlias = { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` };

/**
 * React Router 7's package exports resolve to its development build in every mode (its
 * `ENABLE_DEV_WARNINGS` is true there: the warnings' code and texts ship; remix-run/react-router
 * issue 14102, open). The build takes its production build instead, the same code with that flag
 * false, so the minifier drops the warnings (about 1 KB off the sign-in page as sent:
 * docs/decisions/web-bundles.md). The dev server and the tests keep the development build.
 */
const reactRouterProduction = (): Plugin => {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'velodesk-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) =>
      source === 'react-router' ? path.join(packageDir, 'dist', 'production', 'index.mjs') : null,
  };
};

/** The web app: Vite dev server (proxying /api to the API server), build, and the `web` test project. */
export default defineConfig({
  plugins: [react(), reactRouterProduction(), precompress()],
  resolve: { alias: [sourceAlias] },
  define: { __VELODESK_WEB_VERSION__: JSON.stringify(webVersion) },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vite's manifest (dist/.vite/manifest.json) lets `npm run bench` follow the entry's imports.
    manifest: true,
    // No modulepreload polyfill (every supported browser has it), and a lazy route preloads only
    // its CSS: the list of every route's JavaScript chunks would weigh 2.4 KB in the entry. A
    // route's chunks then load as the browser reads their imports (a short cascade on the first
    // visit only: they are cached for a year). The boot prefetch (app/boot-prefetch.ts, a chunk of
    // its own loaded only at /calendar) preloads the whole chunk set of the shell and the planning
    // at once instead (issue 28). See docs/decisions/web-bundles.md.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostId }) =>
        /(^|[\\/])boot-prefetch-[\w-]+\.js$/.test(hostId)
          ? dependencies
          : dependencies.filter((file) => file.endsWith('.css')),
    },
    // No "mantine" or "vendor" chunk (it would hold what every screen uses and load it with the
    // sign-in page): the lazy routes' chunks are cut by Rolldown (docs/decisions/web-bundles.md).
    rolldownOptions: {
      // The contract builds its zod schemas at module level: marked pure, the schemas a chunk does
      // not use are dropped, so a chunk that only needs the contract's constants and types (the
      // sign-in page's) does not load zod.
      // zxing declares no `sideEffects`: its index would keep every format's reader (PDF 417, Aztec,
      // MaxiCode, RSS…) though the camera uses four (modules/rental-products/barcode-reader.ts).
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/node_modules[\\/]@zxing[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // What every page needs (React, the router, i18next) in one chunk: fewer, larger files
          // compress better than the small shared chunks the lazy routes would otherwise cut.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            // The signed-in part (what follows every first render, the shell, the planning screen):
            // three chunks instead of about a hundred small ones read as a cascade (issue 28,
            // build/signed-in-chunks.ts).
            signedInChunks(),
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Component tests type and click through whole forms; on a 2-core CI machine running the API
    // tests beside them, 5 s is not always enough for the slowest (a data grid with every filter).
    testTimeout: 20_000,
  },
});
