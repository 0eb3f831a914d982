import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, SHORT, cacheControlFor, chooseEncoding } from './delivery';
import { createSiteApp } from './server';

describe('Cache-Control of the built files', () => {
  it('caches a chunk named with its content hash for a year, immutable', () => {
    expect(cacheControlFor('/chunks/react-CJquPi-j.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/chunks/rolldown-runtime-WkwZ5CU-.js')).toBe(IMMUTABLE);
  });

  it('gives the loader, the element entry files and the rest a short max-age', () => {
    expect(cacheControlFor('/loader.js')).toBe('public, max-age=300');
    expect(cacheControlFor('/widgets/fund-table.js')).toBe(SHORT);
    expect(cacheControlFor('/integrity.json')).toBe(SHORT);
    expect(cacheControlFor('/elements.d.ts')).toBe(SHORT);
    // A chunk without a hash in its name could change under the same name.
    expect(cacheControlFor('/chunks/react.js')).toBe(SHORT);
  });
});

describe('the encoding chosen from Accept-Encoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
  });

  it('follows the weights, and never sends a coding refused with q=0', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
  });

  it('sends the body as it is when no coding we make is accepted', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
  });
});

describe('the demo server delivers as a CDN would', () => {
  const LOADER = `export const text = ${JSON.stringify('a loader of some size '.repeat(200))};\n`;
  const CHUNK = `export const chunk = ${JSON.stringify('a shared chunk '.repeat(300))};\n`;
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cm-delivery-'));
    mkdirSync(join(root, 'dist', 'chunks'), { recursive: true });
    writeFileSync(join(root, 'dist', 'loader.js'), LOADER);
    writeFileSync(join(root, 'dist', 'chunks', 'react-CJquPi-j.js'), CHUNK);
    writeFileSync(join(root, 'dist', 'tiny.js'), 'export {};');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = () => createSiteApp({ demoRoot: root, distRoot: join(root, 'dist') });

  it('sends the loader brotli-compressed to a browser that accepts it, with a short max-age', async () => {
    const response = await site().request('/dist/loader.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(LOADER.length / 4);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(LOADER);
  });

  it('sends a hashed chunk gzip-compressed where brotli is not accepted, cached as immutable', async () => {
    const app = site();
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/dist/chunks/react-CJquPi-j.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(CHUNK);
    }
  });

  it('sends the file as it is without Accept-Encoding, and a file too small to be worth it uncompressed', async () => {
    const plain = await site().request('/dist/loader.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(LOADER);
    const tiny = await site().request('/dist/tiny.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
  });

  it('compresses the fixture backend’s JSON answers', async () => {
    const url = '/pnp.svc/productSummary?group=retail&dataType=Monthly&className=Institutional';
    const plain = await site().request(url);
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(10_000);
    const response = await site().request(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(json.length / 5);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(json);
  });
});
