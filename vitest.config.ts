import { defineConfig } from 'vitest/config';

/**
 * One vitest run, three projects: the pure rules of the contract, the API (through app.inject on
 * a fresh database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set), and the web components.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/stay-sim/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['apps/api/src/test/fail-on-error-log.ts'],
          globalSetup: ['apps/api/src/test/migrated-template.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
