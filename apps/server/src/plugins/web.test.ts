import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const dist = mkdtempSync(path.join(os.tmpdir(), 'fleet-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html>v1</html>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

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
});
