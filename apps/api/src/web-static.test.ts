import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
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
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
});
