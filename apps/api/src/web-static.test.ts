import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The web app's build as the API serves it (issue 10): hashed assets compressed and cached for a
 * year, index.html (and every page of the app, which is index.html) asked again each time.
 */
describe('web app static files', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'velodesk-web-static-'));
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
  const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  const precompressedScript = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};\n`;
  const precompressedStyle = `${Array.from({ length: 100 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n')}\n`;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A build as Vite writes it (issue 28): brotli and gzip made at build time beside the files.
    for (const [file, content] of [
      ['assets/login-Zy98Xw76.js', precompressedScript],
      ['assets/style-Qr45St67.css', precompressedStyle],
    ] as const) {
      writeFileSync(path.join(distDir, file), content);
      writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(content, { level: 9 }));
    }
    t = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset gzipped, cacheable for a year and immutable', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends index.html with no-cache, compressed, at / and at any page of the app', async () => {
    for (const url of ['/', '/index.html', '/account/login', '/fleet?page=2']) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'no-cache' });
      expect({ url, encoding: response.headers['content-encoding'] }).toEqual({ url, encoding: 'gzip' });
      expect(gunzipSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('answers 404 (not index.html) for an unknown API path or a missing build file', async () => {
    for (const url of ['/api/no-such-thing', '/assets/index-Old12345.js']) {
      const response = await t.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 404 });
    }
  });

  it('does not mark a file without a content hash immutable', async () => {
    const response = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  describe('files compressed at build time (issue 28)', () => {
    const readFile = (file: string) => readFileSync(path.join(distDir, file));

    it('sends the .br file as it is when the browser accepts brotli, cacheable for a year', async () => {
      for (const [url, type] of [
        ['/assets/login-Zy98Xw76.js', 'javascript'],
        ['/assets/style-Qr45St67.css', 'text/css'],
      ] as const) {
        const response = await t.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toContain(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        // The very bytes written at build time: not compressed again per request.
        expect(response.rawPayload.equals(readFile(`${url.slice(1)}.br`))).toBe(true);
        expect(Number(response.headers['content-length'])).toBe(readFile(`${url.slice(1)}.br`).length);
      }
      const js = await t.inject({
        method: 'GET',
        url: '/assets/login-Zy98Xw76.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotliDecompressSync(js.rawPayload).toString()).toBe(precompressedScript);
    });

    it('sends the .gz file to a browser without brotli, and the plain file to one without either', async () => {
      const gzip = await t.inject({
        method: 'GET',
        url: '/assets/login-Zy98Xw76.js',
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(readFile('assets/login-Zy98Xw76.js.gz'))).toBe(true);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(precompressedScript);
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const preferred = await t.inject({
        method: 'GET',
        url: '/assets/login-Zy98Xw76.js',
        headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' },
      });
      expect(preferred.headers['content-encoding']).toBe('gzip');

      for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
        const plain = await t.inject({ method: 'GET', url: '/assets/login-Zy98Xw76.js', headers });
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(precompressedScript);
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('sends index.html precompressed with no-cache at / and at any page of the app', async () => {
      const html = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(html.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(html.rawPayload).toString()).toBe(indexHtml);
      writeFileSync(path.join(distDir, 'index.html.br'), brotliCompressSync(indexHtml));
      writeFileSync(path.join(distDir, 'index.html.gz'), gzipSync(indexHtml, { level: 9 }));
      try {
        for (const url of ['/', '/index.html', '/account/login', '/calendar?from=2030-06-01']) {
          for (const [accept, encoding] of [
            ['br, gzip', 'br'],
            ['gzip', 'gzip'],
          ] as const) {
            const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
            expect({ url, accept, status: response.statusCode }).toEqual({ url, accept, status: 200 });
            expect({ url, accept, encoding: response.headers['content-encoding'] }).toEqual({
              url,
              accept,
              encoding,
            });
            expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'no-cache' });
            expect(response.headers['content-type']).toContain('text/html');
            const file = readFile(`index.html.${encoding === 'br' ? 'br' : 'gz'}`);
            expect({ url, accept, same: response.rawPayload.equals(file) }).toEqual({
              url,
              accept,
              same: true,
            });
          }
        }
      } finally {
        rmSync(path.join(distDir, 'index.html.br'));
        rmSync(path.join(distDir, 'index.html.gz'));
      }
    });
  });
});
