import { ErrorCode, type TPackage, type TVersionOption } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, operationLog, versionPackages } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { insertVersion, packageCounts, uploadPackage } from '../../../test/package-fixtures';
import { buildBusiness, must, userInOrg } from '../../../test/tenancy-fixtures';
import { fileStoreDir } from '../file/file-dirs';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let version: { id: number; text: string };
/** A user of A's child organisation who may only look at the submit screen. */
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'PA');
  b = await buildBusiness(t.app, platform, 'PB');
  viewer = await userInOrg(t.app, a.adminToken, a.childId, ['submit:view']);
  version = await insertVersion(t.database.db, a.businessId);
}, 120_000);
afterAll(() => t.close());

const hex = (algo: 'md5' | 'sha256', bytes: Buffer) => createHash(algo).update(bytes).digest('hex');
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await call<{ list: TPackage[]; total: number }>(t.app, 'POST', 'robotinfo/package/list', { token, body: { pageSize: 100, ...body } }))
    .body.data;
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];
const upload = (token: string, bytes: Buffer, fields: Record<string, string> = {}) =>
  uploadPackage(t.app, token, bytes, { versionId: String(version.id), packageType: 'trial', note: 'Nightly build', ...fields });
const register = (token: string, extra: Record<string, unknown> = {}) =>
  call<{ id: number }>(t.app, 'POST', 'robotinfo/package/register', {
    token,
    body: {
      versionId: version.id,
      packageType: 'demo',
      url: 'https://builds.example.com/m130/2.4.bin',
      md5: 'a'.repeat(32),
      size: 1024,
      ...extra,
    },
  });

describe('POST robotinfo/package/upload', () => {
  it('stores the bytes, computes md5 and sha-256 from them, files the upload under the version organisation, logged', async () => {
    const bytes = randomBytes(5000);
    const r = await upload(a.adminToken, bytes);
    expect(r.status).toBe(200);
    const p = (await list(a.adminToken)).list.find((x) => x.id === r.body.data.id)!;
    expect(p).toMatchObject({
      versionId: version.id,
      versionText: version.text,
      source: 'upload',
      packageType: 'trial',
      state: 'submitted',
      md5: hex('md5', bytes),
      sha256: hex('sha256', bytes),
      size: 5000,
      fileName: 'build.bin',
      url: null,
      note: 'Nightly build',
      submittedBy: 'Admin PA',
    });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, p.fileId!));
    expect(file).toMatchObject({ kind: 'package', orgId: a.businessId, sha256: hex('sha256', bytes) });
    expect(await lastLog()).toMatchObject({ action: 'package.submit', target: `package:${p.id} ${version.text}` });
  });

  it('accepts a given md5 in upper case', async () => {
    const bytes = randomBytes(300);
    const r = await upload(a.adminToken, bytes, { md5: hex('md5', bytes).toUpperCase() });
    expect(r.status).toBe(200);
    expect((await list(a.adminToken)).list.find((x) => x.id === r.body.data.id)?.md5).toBe(hex('md5', bytes));
  });

  it('refuses a wrong md5 on the md5 field, naming the computed one, and keeps nothing (no file row, package or stored bytes)', async () => {
    const bytes = randomBytes(700);
    const before = await packageCounts(t.database.db);
    const r = await upload(a.adminToken, bytes, { md5: 'f'.repeat(32) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: ErrorCode.PACKAGE_MD5_MISMATCH, data: { fields: [{ path: 'md5' }] } });
    expect(r.body.msg).toContain(hex('md5', bytes));
    expect(await packageCounts(t.database.db)).toEqual(before);
    expect(existsSync(path.join(fileStoreDir(t.filesDir), hex('sha256', bytes)))).toBe(false);
  });

  it('refuses bad fields and a version of another business (not found naming versionId) before storing anything', async () => {
    const before = await packageCounts(t.database.db);
    const bad = await upload(a.adminToken, randomBytes(10), { packageType: 'beta', md5: 'xyz' });
    expect(bad.status).toBe(400);
    expect((bad.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(['md5', 'packageType']);
    const theirs = await insertVersion(t.database.db, b.businessId);
    const other = await upload(a.adminToken, randomBytes(10), { versionId: String(theirs.id) });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'versionId' }] } });
    expect(await packageCounts(t.database.db)).toEqual(before);
  });

  it('refuses a caller without submit:create', async () => {
    const r = await upload(viewer, randomBytes(10));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/package/register', () => {
  it('records an external package with its md5 (lower-cased) and size, no sha-256 and no file', async () => {
    const r = await register(a.adminToken, { md5: 'ABCDEF'.padEnd(32, '0') });
    expect(r.status).toBe(200);
    const p = (await list(a.adminToken)).list.find((x) => x.id === r.body.data.id);
    expect(p).toMatchObject({ source: 'url', md5: 'abcdef'.padEnd(32, '0'), sha256: null, fileId: null, size: 1024, packageType: 'demo' });
  });

  it('names a bad url, md5 and size, and a version of another business as not found', async () => {
    const r = await register(a.adminToken, { url: 'ftp://x', md5: '123', size: 0 });
    expect(r.status).toBe(400);
    expect((r.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(['md5', 'size', 'url']);
    const theirs = await insertVersion(t.database.db, b.businessId);
    const other = await register(a.adminToken, { versionId: theirs.id });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'versionId' }] } });
  });
});

describe('GET robotinfo/version/options', () => {
  it("lists the versions of the caller's subtree, newest first, and none of another business", async () => {
    const newer = await insertVersion(t.database.db, a.childId);
    const r = await call<TVersionOption[]>(t.app, 'GET', 'robotinfo/version/options', { token: a.adminToken });
    const ids = r.body.data.map((v) => v.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(version.id));
    expect(r.body.data.find((v) => v.id === newer.id)).toEqual({
      id: newer.id,
      softwareType: 'mainUnit',
      text: newer.text,
      robotTypes: [1],
    });
    const theirs = await call<TVersionOption[]>(t.app, 'GET', 'robotinfo/version/options', { token: b.adminToken });
    expect(theirs.body.data.map((v) => v.id)).not.toContain(version.id);
  });
});

describe('DELETE robotinfo/package/delete/:id', () => {
  it('deletes a submission with its file row and stored bytes; another business gets not found', async () => {
    const bytes = randomBytes(900);
    const { id } = (await upload(a.adminToken, bytes)).body.data;
    const [row] = await t.database.db.select().from(versionPackages).where(eq(versionPackages.id, id));
    const fileId = row!.fileId!;
    expect((await call(t.app, 'DELETE', `robotinfo/package/delete/${id}`, { token: b.adminToken })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `robotinfo/package/delete/${id}`, { token: a.adminToken })).status).toBe(200);
    expect(await t.database.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(existsSync(path.join(fileStoreDir(t.filesDir), hex('sha256', bytes)))).toBe(false);
    expect(await lastLog()).toMatchObject({ action: 'package.delete' });
  });

  it('refuses a released package (PACKAGE_RELEASED) and the file store refuses to delete its file', async () => {
    const { id } = (await upload(a.adminToken, randomBytes(100))).body.data;
    await must(t.app, a.adminToken, 'POST', 'robotinfo/package/release', { id, orgIds: [a.businessId], packageType: 'official' });
    const r = await call(t.app, 'DELETE', `robotinfo/package/delete/${id}`, { token: a.adminToken });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(ErrorCode.PACKAGE_RELEASED);
    const p = (await list(a.adminToken)).list.find((x) => x.id === id)!;
    const viaFiles = await call(t.app, 'DELETE', `user-service/file/delete/${p.fileId}`, { token: a.adminToken });
    expect(viaFiles.body.code).toBe(ErrorCode.FILE_IN_USE);
  });
});

describe('GET robotinfo/package/download/:id', () => {
  it('answers the bytes, a range with 206 and Content-Range; another business and an external package get not found', async () => {
    const bytes = randomBytes(1000);
    const { id } = (await upload(a.adminToken, bytes)).body.data;
    const whole = await t.app.inject({
      method: 'GET',
      url: `${API}/robotinfo/package/download/${id}`,
      headers: { authorization: a.adminToken },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: `${API}/robotinfo/package/download/${id}`,
      headers: { authorization: a.adminToken, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    expect((await call(t.app, 'GET', `robotinfo/package/download/${id}`, { token: b.adminToken })).status).toBe(404);
    const url = (await register(a.adminToken)).body.data.id;
    const ext = await call(t.app, 'GET', `robotinfo/package/download/${url}`, { token: a.adminToken });
    expect(ext.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'id' }] } });
  });
});
