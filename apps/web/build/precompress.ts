import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';

/** The build's files worth compressing (text). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Compresses the build once, at build time: beside each compressible file, whatever its size, a
 * `.br` (brotli at its best quality, 11, too slow to run per request) and a `.gz` (gzip level 9).
 * The API sends them as they are, by the browser's Accept-Encoding (@fastify/static's
 * `preCompressed`, docs/decisions/web-bundles.md). Small files too: a file without them is read as
 * a stream, whose size @fastify/compress does not know, so it compressed each of the 68 chunks
 * under 1 KB that /calendar loads again on every request (1.8 ms each against 0.7 ms for a file
 * sent as it is, on the API's one thread beside the planning's query). Vite's manifest folder
 * (.vite) is not served and is skipped.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'velodesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          if (entry.name.startsWith('.')) return [];
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: zlibConstants.Z_BEST_COMPRESSION }));
      }
    },
  };
};
