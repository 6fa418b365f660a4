import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const BIG = `export const rows = [${Array.from({ length: 500 }, (_, i) => `'row ${i}'`).join(',')}];`;
const dist = mkdtempSync(path.join(os.tmpdir(), 'fleet-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html>v1</html>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  // What the build writes beside a text asset (apps/web/build/precompress.ts).
  writeFileSync(path.join(dist, 'assets', 'big-1.js'), BIG);
  writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), brotliCompressSync(BIG));
  writeFileSync(path.join(dist, 'assets', 'big-1.js.gz'), gzipSync(BIG));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the built console', () => {
  it('answers browser routes with index.html, revalidated, and assets as immutable files', async () => {
    for (const url of ['/', '/contentPage/user', '/contentPageMobile/userMobile?x=1']) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe('<html>v1</html>');
    }
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, never with the HTML', async () => {
    const r = await get('/assets/app-0.js');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 40401 });
  });

  it('serves a rebuilt index.html without a restart', async () => {
    writeFileSync(path.join(dist, 'index.html'), '<html>v2</html>');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect((await get('/contentPage')).body).toBe('<html>v2</html>');
  });

  it('sends the brotli or gzip file the build wrote to a client that accepts it, the plain file otherwise', async () => {
    const br = await get('/assets/big-1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const gz = await get('/assets/big-1.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/assets/big-1.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body).toBe(BIG);
    }
  });

  it('sends a file the build left uncompressed (too small to gain) as it is, even to a brotli client', async () => {
    const r = await get('/assets/app-1.js', { 'accept-encoding': 'br, gzip' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe('console.log(1)');
  });
});
