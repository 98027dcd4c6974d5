import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The web app: Vite dev server (proxying /api to the API server), build, and the `web` test project. */
export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'icons', test: /node_modules[\\/]@tabler/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Component tests type and click through whole forms; on a 2-core CI machine running the API
    // tests beside them, 5 s is not always enough for the slowest (a data grid with every filter).
    testTimeout: 20_000,
  },
});
