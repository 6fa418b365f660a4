import { ErrorCode, type TFileItem, type TListResult } from '@fleet/contracts';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { fileForm, mp4Bytes, pngBytes, uploadFile } from '../../../test/multipart';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';
import { fileStoreDir } from './file.routes';

/** Small limits so over-size uploads are cheap; the defaults are contracts' FILE_MAX_BYTES_DEFAULT. */
const LIMITS = { image: 64 * 1024, video: 256 * 1024 };
const UPLOAD = 'user-service/file/upload';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp({ fileMaxBytes: LIMITS });
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'FA');
  b = await buildBusiness(t.app, platform, 'FB');
  viewer = await userInOrg(t.app, a.adminToken, a.childId, ['resourceFile', 'resourceFile:view']);
}, 60_000);
afterAll(() => t.close());

/** The app on a real socket (a free port the system picks), for uploads that must stream. */
let address: AddressInfo | undefined;
const listening = async () => {
  if (!address) {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    address = t.app.server.address() as AddressInfo;
  }
  return address;
};
const stored = () => readdirSync(fileStoreDir(t.filesDir)).sort();
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const fileRows = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0]!.n;
const upload = (token: string, name: string, content: Buffer | string) => uploadFile<TFileItem>(t.app, UPLOAD, token, name, content);
const download = (token: string, id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}/user-service/file/content/${id}`, headers: { authorization: token, ...headers } });

describe('POST user-service/file/upload', () => {
  it('stores an image under its SHA-256, decides its type by content and records the upload', async () => {
    const png = pngBytes(100);
    const r = await upload(a.adminToken, 'photo.jpg', png);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'photo.jpg', kind: 'image', mime: 'image/png', size: png.length, orgId: a.businessId });
    expect(r.body.data.number).toMatch(/^F\d{8}\d{6}$/);
    expect(stored()).toContain(sha(png));
    const log = await t.database.db.execute<{ action: string; target: string }>(
      sql`select action, target from operation_log order by id desc limit 1`,
    );
    expect(log.rows[0]).toEqual({ action: 'file.upload', target: `file:${r.body.data.id} photo.jpg` });
  });

  it('refuses a ".png" that is an HTML page, keeping nothing', async () => {
    const [before, rows] = [stored(), await fileRows()];
    const r = await upload(a.adminToken, 'cat.png', '<!doctype html><html><script>alert(1)</script></html>'.repeat(4));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: ErrorCode.FILE_TYPE_NOT_ALLOWED,
      msg: expect.stringContaining('PNG, JPEG, GIF, WebP; MP4, WebM, MOV'),
    });
    expect([stored(), await fileRows()]).toEqual([before, rows]);
  });

  it('refuses markdown, a HEIC image and a short unknown file where only images and videos are taken', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheicmif1heic'), Buffer.alloc(64)]);
    for (const [name, content] of [
      ['notes.md', '# Notes\n'],
      ['x.heic', heic],
      ['tiny.png', 'abc'],
    ] as const) {
      const r = await upload(a.adminToken, name, content);
      expect(r.body.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    }
  });

  it('accepts a video by its ftyp box whatever its name', async () => {
    const r = await upload(a.adminToken, 'clip.bin', mp4Bytes(1000));
    expect(r.body.data).toMatchObject({ kind: 'video', mime: 'video/mp4', name: 'clip.bin' });
  });

  it('keeps only the last segment of a traversal name, as a display name; the stored name is the hash', async () => {
    const png = pngBytes(40, 9);
    const names: Record<string, string> = {
      '../../../etc/passwd.png': 'passwd.png',
      '..\\..\\windows\\system.ini': 'system.ini',
      '/abs/..\u0007bell.png': '..bell.png',
    };
    for (const [name, shown] of Object.entries(names)) {
      const r = await upload(a.adminToken, name, png);
      expect([name, r.body.code, r.body.data.name]).toEqual([name, 0, shown]);
    }
    // Nothing but dots is no name at all: refused as a missing file, nothing kept.
    const dots = await upload(a.adminToken, '..', png);
    expect(dots.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'file', code: 'validation.required' }] } });
    expect(stored().every((n) => /^[0-9a-f]{64}$/.test(n))).toBe(true);
    expect(readdirSync(path.dirname(fileStoreDir(t.filesDir)))).toEqual(['store']);
  });

  it('refuses an image over its limit with nothing left in the directory', async () => {
    const [before, rows] = [stored(), await fileRows()];
    const r = await upload(a.adminToken, 'huge.png', pngBytes(LIMITS.image));
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: ErrorCode.FILE_TOO_LARGE, msg: expect.stringContaining('0.06 MB') });
    expect([stored(), await fileRows()]).toEqual([before, rows]);
  });

  it('stops an over-size upload while it is still being sent, over real HTTP, keeping nothing', async () => {
    const [before, rows] = [stored(), await fileRows()];
    const { port } = await listening();
    const form = fileForm('stream.png', Buffer.alloc(0));
    const token = a.adminToken;
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API}/${UPLOAD}`,
        headers: { ...form.headers, authorization: token },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.concat([form.prefix, pngBytes(0)]));
      // Keeps sending, a chunk each time the last one reached the socket, until the server answers (or 64 times the limit).
      const chunk = Buffer.alloc(16 * 1024, 1);
      const pump = () => {
        if (req.destroyed) return;
        if (sent >= 64 * LIMITS.image) return void req.end(form.suffix);
        sent += chunk.length;
        req.write(chunk, () => setImmediate(pump));
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(64 * LIMITS.image);
    expect([stored(), await fileRows()]).toEqual([before, rows]);
  });

  it('answers a refused upload over real HTTP with the refusal, not a reset connection', async () => {
    const { port } = await listening();
    for (const content of ['<!doctype html><script>alert(1)</script>'.repeat(4), pngBytes(LIMITS.image + 4096)]) {
      const form = new FormData();
      form.append('file', new Blob([content]), 'cat.png');
      const res = await fetch(`http://127.0.0.1:${port}${API}/${UPLOAD}`, {
        method: 'POST',
        body: form,
        headers: { authorization: a.adminToken },
      });
      const body = (await res.json()) as { code: number };
      expect(body.code).toBe(typeof content === 'string' ? ErrorCode.FILE_TYPE_NOT_ALLOWED : ErrorCode.FILE_TOO_LARGE);
    }
  });

  it('takes parallel uploads, each with its own number; equal content is stored once', async () => {
    const contents = [...Array.from({ length: 6 }, (_, i) => pngBytes(500 + i)), pngBytes(999, 5), pngBytes(999, 5)];
    const results = await Promise.all(contents.map((c, i) => upload(a.adminToken, `p${i}.png`, c)));
    expect(results.map((r) => r.body.code)).toEqual(contents.map(() => 0));
    expect(new Set(results.map((r) => r.body.data.number)).size).toBe(contents.length);
    for (const c of contents) expect(stored()).toContain(sha(c));
    expect(stored().filter((n) => n === sha(contents[6]!))).toHaveLength(1);
  });

  it('refuses a caller without the upload permission (400, still signed in) and a body that is not multipart', async () => {
    const denied = await upload(viewer, 'a.png', pngBytes());
    expect(denied).toMatchObject({ status: 400, body: { code: ErrorCode.PERMISSION_DENIED } });
    const json = await call(t.app, 'POST', UPLOAD, { token: a.adminToken, body: { file: 'x' } });
    expect(json.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'file', code: 'validation.invalid' }] } });
  });
});

describe('POST user-service/webApi/uploadHelp', () => {
  it('stores an image for a help article in the same store', async () => {
    const r = await uploadFile<TFileItem>(t.app, 'user-service/webApi/uploadHelp', a.adminToken, 'step1.png', pngBytes(77));
    expect(r.body.data).toMatchObject({ kind: 'image', name: 'step1.png' });
  });

  it('refuses a caller who may not edit help', async () => {
    const r = await uploadFile(t.app, 'user-service/webApi/uploadHelp', viewer, 'step1.png', pngBytes(77));
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST user-service/file/list', () => {
  it("lists the subtree's files newest first, filtered by kind and keyword; another business sees none of them", async () => {
    const mine = await call<TListResult<TFileItem>>(t.app, 'POST', 'user-service/file/list', {
      token: a.adminToken,
      body: { kind: 'video' },
    });
    expect(mine.body.data.list.map((f) => f.name)).toEqual(['clip.bin']);
    expect(mine.body.data.list[0]).toMatchObject({ creator: expect.any(String), orgName: 'Business FA' });
    const byName = await call<TListResult<TFileItem>>(t.app, 'POST', 'user-service/file/list', {
      token: a.adminToken,
      body: { keyword: 'passwd' },
    });
    expect(byName.body.data.list.map((f) => f.name)).toEqual(['passwd.png']);
    const paged = await call<TListResult<TFileItem>>(t.app, 'POST', 'user-service/file/list', {
      token: a.adminToken,
      body: { page: 2, pageSize: 5 },
    });
    expect(paged.body.data).toMatchObject({ page: 2, pageSize: 5, total: await fileRows() });
    const other = await call<TListResult<TFileItem>>(t.app, 'POST', 'user-service/file/list', { token: b.adminToken, body: {} });
    expect(other.body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('GET user-service/file/content/:id', () => {
  let id = 0;
  const video = mp4Bytes(5000);
  beforeAll(async () => {
    id = (await upload(a.adminToken, "Clip «été» 1; ünï (a)*'.mp4", video)).body.data.id;
  });

  it('serves the whole file with its type, nosniff and a download name safe for any characters', async () => {
    const r = await download(a.adminToken, id);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(video)).toBe(true);
    expect(r.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Clip __t__ 1; _n_ (a)*'.mp4"; filename*=UTF-8''Clip%20%C2%AB%C3%A9t%C3%A9%C2%BB%201%3B%20%C3%BCn%C3%AF%20%28a%29%2A%27.mp4`,
    });
    expect((await download(a.adminToken, id, {})).headers['content-disposition']).toMatch(/^inline/);
    const attachment = await t.app.inject({
      method: 'GET',
      url: `${API}/user-service/file/content/${id}?download=1`,
      headers: { authorization: a.adminToken },
    });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers a range with 206 and exactly those bytes, and a range past the end with 416', async () => {
    const part = await download(a.adminToken, id, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await download(a.adminToken, id, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const past = await download(a.adminToken, id, { range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it("does not find another business's file, and lets a user of a child organisation read only its subtree", async () => {
    const r = await download(b.adminToken, id);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await download(viewer, id)).statusCode).toBe(404);
  });
});

describe('PUT user-service/file/rename', () => {
  it('renames a file of the subtree, refuses an unchanged or invalid name, and does not find another business file', async () => {
    const f = (await upload(a.adminToken, 'old.png', pngBytes(11))).body.data;
    const ok = await call(t.app, 'PUT', 'user-service/file/rename', { token: a.adminToken, body: { id: f.id, name: 'new name.png' } });
    expect(ok.body).toMatchObject({ code: 0 });
    const same = await call(t.app, 'PUT', 'user-service/file/rename', { token: a.adminToken, body: { id: f.id, name: 'new name.png' } });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
    const bad = await call(t.app, 'PUT', 'user-service/file/rename', { token: a.adminToken, body: { id: f.id, name: ' x' } });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'name', code: 'validation.spaces' }] } });
    const other = await call(t.app, 'PUT', 'user-service/file/rename', { token: b.adminToken, body: { id: f.id, name: 'mine.png' } });
    expect(other).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'id' }] } } });
    const list = await call<TListResult<TFileItem>>(t.app, 'POST', 'user-service/file/list', {
      token: a.adminToken,
      body: { keyword: f.number },
    });
    expect(list.body.data.list.map((x) => x.name)).toEqual(['new name.png']);
  });
});

describe('DELETE user-service/file/delete/:id', () => {
  it('keeps shared bytes while another file has them and removes them with the last one', async () => {
    const png = pngBytes(321, 3);
    const first = (await upload(a.adminToken, 'one.png', png)).body.data;
    const second = (await upload(a.adminToken, 'two.png', png)).body.data;
    const other = await call(t.app, 'DELETE', `user-service/file/delete/${first.id}`, { token: b.adminToken });
    expect(other).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect((await call(t.app, 'DELETE', `user-service/file/delete/${first.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect(stored()).toContain(sha(png));
    expect((await download(a.adminToken, second.id)).rawPayload.equals(png)).toBe(true);
    expect((await call(t.app, 'DELETE', `user-service/file/delete/${second.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect(stored()).not.toContain(sha(png));
    expect((await download(a.adminToken, second.id)).statusCode).toBe(404);
  });
});
