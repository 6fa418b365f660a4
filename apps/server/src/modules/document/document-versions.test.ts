import { ErrorCode, type TDocument, type TDocumentVersion, type TDocumentVersionRow } from '@fleet/contracts';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreDir } from '../file/file.routes';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { pngBytes, uploadFile } from '../../../test/multipart';
import { placeFile } from '../../../test/tenancy-files';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let platform: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'VA');
  b = await buildBusiness(t.app, platform, 'VB');
}, 120_000);
afterAll(() => t.close());

const save = (token: string, extra: Record<string, unknown> = {}) =>
  must(t.app, token, 'POST', 'user-service/document/save', { kind: 'version', title: uniq('Release'), body: 'one\ntwo\n', ...extra });
const update = (token: string, body: Record<string, unknown>) =>
  must<{ version: number }>(t.app, token, 'PUT', 'user-service/document/update', body);
const versions = (token: string, id: number) =>
  call<TDocumentVersionRow[]>(t.app, 'GET', `user-service/document/versions/${id}`, { token });
const restore = (token: string, body: Record<string, unknown>) =>
  call<{ version: number }>(t.app, 'POST', 'user-service/document/restore', { token, body });
/** Everything in the file store's directory (made by its first upload), temporary files included. */
const storedObjects = () => (existsSync(fileStoreDir(t.filesDir)) ? readdirSync(fileStoreDir(t.filesDir)).length : 0);

describe('GET user-service/document/versions/:id and version/:id/:version', () => {
  it('lists every save newest first with who, when and the note, and shows one version whole', async () => {
    const { id } = await save(a.adminToken, { note: 'Draft' });
    await update(a.adminToken, { id, baseVersion: 1, body: 'one\nTWO\n', note: 'Capitals' });
    const r = await versions(a.adminToken, id);
    expect(r.body.data).toMatchObject([
      { version: 2, note: 'Capitals', author: 'Admin VA', restoredFrom: null },
      { version: 1, note: 'Draft', author: 'Admin VA' },
    ]);
    const v1 = await call<TDocumentVersion>(t.app, 'GET', `user-service/document/version/${id}/1`, { token: a.adminToken });
    expect(v1.body.data).toMatchObject({ version: 1, body: 'one\ntwo\n' });
    expect((await call(t.app, 'GET', `user-service/document/version/${id}/9`, { token: a.adminToken })).status).toBe(404);
  });

  it("answers another business's document as not found, and refuses without mdVersionEdit:view", async () => {
    const other = await save(b.adminToken);
    expect((await versions(a.adminToken, other.id)).status).toBe(404);
    expect((await call(t.app, 'GET', `user-service/document/version/${other.id}/1`, { token: a.adminToken })).status).toBe(404);
    const viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['versionDoc', 'versionDoc:view']);
    const own = await save(a.adminToken);
    expect((await versions(viewer, own.id)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST user-service/document/restore', () => {
  it('brings back an earlier version as a new one, "restored from v1"', async () => {
    const { id } = await save(a.adminToken, { title: 'Notes 1.0' });
    await update(a.adminToken, { id, baseVersion: 1, title: 'Notes 1.1', body: 'changed\n' });
    const r = await restore(a.adminToken, { id, version: 1, baseVersion: 2 });
    expect(r.body).toMatchObject({ code: 0, data: { version: 3 } });
    const doc = await call<TDocument>(t.app, 'GET', `user-service/document/info/${id}`, { token: a.adminToken });
    expect(doc.body.data).toMatchObject({ title: 'Notes 1.0', body: 'one\ntwo\n', version: 3 });
    expect((await versions(a.adminToken, id)).body.data[0]).toMatchObject({ version: 3, restoredFrom: 1 });
  });

  it('refuses a stale restore and a missing version; nothing changes', async () => {
    const { id } = await save(a.adminToken);
    await update(a.adminToken, { id, baseVersion: 1, body: 'later\n' });
    const stale = await restore(a.adminToken, { id, version: 1, baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ErrorCode.DOCUMENT_STALE);
    const missing = await restore(a.adminToken, { id, version: 7, baseVersion: 2 });
    expect(missing.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'version' }] } });
    expect((await versions(a.adminToken, id)).body.data).toHaveLength(2);
  });

  it("refuses another business's document and a caller without mdVersionEdit:edit", async () => {
    const other = await save(b.adminToken);
    expect((await restore(a.adminToken, { id: other.id, version: 1, baseVersion: 1 })).status).toBe(404);
    const viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['versionDoc', 'versionDoc:view', 'mdVersionEdit:view']);
    const own = await save(a.adminToken);
    expect((await restore(viewer, { id: own.id, version: 1, baseVersion: 1 })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST user-service/document/upload', () => {
  const upload = (token: string, kind: string, name: string, content: string | Buffer) =>
    uploadFile<{ id: number }>(t.app, `user-service/document/upload?kind=${kind}`, token, name, content);

  it('creates a document from a .md file, titled by its name, without keeping the file', async () => {
    const before = storedObjects();
    const r = await upload(a.adminToken, 'maintenance', 'Brush guide.md', '\uFEFF# Brush\n\nClean it weekly.\n');
    expect(r.body.code).toBe(0);
    const doc = await call<TDocument>(t.app, 'GET', `user-service/document/info/${r.body.data.id}`, { token: a.adminToken });
    expect(doc.body.data).toMatchObject({ kind: 'maintenance', title: 'Brush guide', body: '# Brush\n\nClean it weekly.\n', version: 1 });
    expect(storedObjects()).toBe(before);
  });

  it('refuses content that is not text (a PNG named .md) and a name that is not .md, keeping nothing', async () => {
    const before = storedObjects();
    const png = await upload(a.adminToken, 'maintenance', 'notes.md', pngBytes(200));
    expect(png.status).toBe(400);
    expect(png.body.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const html = await upload(a.adminToken, 'maintenance', 'page.html', '<html><script>alert(1)</script></html>'.repeat(3));
    expect(html.body.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const binary = await upload(
      a.adminToken,
      'maintenance',
      'bin.md',
      Buffer.concat([Buffer.from('# Title\n'.repeat(10)), Buffer.from([0xff, 0xfe, 0])]),
    );
    expect(binary.body.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const empty = await upload(a.adminToken, 'maintenance', 'empty.md', ' \n'.repeat(40));
    expect(empty.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'file' }] } });
    expect(storedObjects()).toBe(before);
  });

  it('refuses a kind the caller may not create', async () => {
    const viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['maintenanceDoc', 'maintenanceDoc:view', 'versionDoc:create']);
    const r = await upload(viewer, 'maintenance', 'x.md', '# Some text that is long enough to be sniffed as text\n');
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('GET user-service/document/download/:id', () => {
  it('answers the current text as a .md attachment with a name safe for any title', async () => {
    const { id } = await save(a.adminToken, { title: 'Notes "1.0" 版本', body: '# Hi\n' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/user-service/document/download/${id}`,
      headers: { authorization: a.adminToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/markdown');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Notes _1.0_ __.md"; filename*=UTF-8''${encodeURIComponent('Notes "1.0" 版本.md')}`,
    );
    expect(res.body).toBe('# Hi\n');
    const other = await save(b.adminToken);
    expect((await call(t.app, 'GET', `user-service/document/download/${other.id}`, { token: a.adminToken })).status).toBe(404);
  });
});

describe('GET user-service/document/versionOptions', () => {
  it('lists the version documents the caller reads (id, title), never maintenance ones or another business', async () => {
    const v = await save(a.adminToken, { title: uniq('Picker') });
    const m = await save(a.adminToken, { kind: 'maintenance' });
    const other = await save(b.adminToken);
    const r = await call<{ id: number; title: string }[]>(t.app, 'GET', 'user-service/document/versionOptions', { token: a.adminToken });
    const ids = r.body.data.map((x) => x.id);
    expect(r.body.data).toContainEqual({ id: v.id, title: expect.stringContaining('Picker') });
    expect(ids).not.toContain(m.id);
    expect(ids).not.toContain(other.id);
  });
});

describe('DELETE user-service/file/delete/:id (a file a document shows)', () => {
  it('is refused while any version of a document shows the file, naming it', async () => {
    const fileId = await placeFile(t, a.businessId);
    const { id } = await save(a.adminToken, { title: 'Photo doc', body: `![x](/v2/api/sweeper/user-service/file/content/${fileId})` });
    await update(a.adminToken, { id, baseVersion: 1, body: 'no picture now' });
    const r = await call(t.app, 'DELETE', `user-service/file/delete/${fileId}`, { token: platform });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.FILE_IN_USE, data: { uses: [`document ${id} ‘Photo doc’`] } });
    await call(t.app, 'DELETE', `user-service/document/delete/${id}`, { token: a.adminToken });
    expect((await call(t.app, 'DELETE', `user-service/file/delete/${fileId}`, { token: platform })).body.code).toBe(0);
  });
});
