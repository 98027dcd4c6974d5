import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** Runs the plugin's hooks as Vite runs them at the end of a build into `root/dist`. */
const runOn = (root: string) => {
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root,
    build: { outDir: 'dist' },
  } as ResolvedConfig);
  (plugin.closeBundle as () => void)();
};

describe('the build compressed ahead (issue 28)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a .br and a .gz beside every text file, the smallest chunks and index.html included', () => {
    root = mkdtempSync(path.join(tmpdir(), 'velodesk-precompress-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, '.vite'));
    // A chunk of a few hundred bytes, like the icons and query keys /calendar loads by the dozen:
    // without its own .br the API compressed it again on every request.
    const tinyChunk =
      'import{t as e}from"./framework-D_sbm6AG.js";var n=e(),r=[`planning`];export{r as t};\n';
    const page = `<!doctype html><html><head><title>Velodesk</title></head><body><div id="root"></div></body></html>`;
    const style = `${Array.from({ length: 80 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n')}\n`;
    writeFileSync(path.join(dist, 'assets', 'keys-Ab12Cd34.js'), tinyChunk);
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'assets', 'index-Ef56Gh78.css'), style);
    writeFileSync(path.join(dist, 'assets', 'logo-Ij90Kl12.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');

    runOn(root);

    for (const [file, content] of [
      ['assets/keys-Ab12Cd34.js', tinyChunk],
      ['index.html', page],
      ['assets/index-Ef56Gh78.css', style],
    ] as const) {
      const full = path.join(dist, file);
      expect({ file, br: brotliDecompressSync(readFileSync(`${full}.br`)).toString() }).toEqual({
        file,
        br: content,
      });
      expect({ file, gz: gunzipSync(readFileSync(`${full}.gz`)).toString() }).toEqual({ file, gz: content });
    }
    // Images are not text; the manifest is not served.
    expect(existsSync(path.join(dist, 'assets', 'logo-Ij90Kl12.png.br'))).toBe(false);
    expect(existsSync(path.join(dist, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
