import { ErrorCode, type TDocument, type TDocumentRow } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentVersions, operationLog } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** Reads and writes maintenance manuals only: version documents are refused to them. */
let maintainer: string;
const MAINTENANCE = [
  'maintenanceDoc',
  'maintenanceDoc:view',
  'maintenanceDoc:create',
  'maintenanceDoc:edit',
  'maintenanceDoc:delete',
  'mdEdit:edit',
];

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'DA');
  b = await buildBusiness(t.app, platform, 'DB');
  maintainer = await userInOrg(t.app, a.adminToken, a.businessId, MAINTENANCE);
}, 120_000);
afterAll(() => t.close());

const doc = (extra: Record<string, unknown> = {}) => ({
  kind: 'maintenance',
  title: uniq('Manual'),
  labels: ['brush'],
  body: '# Brush\n\nTurn it **left**.',
  ...extra,
});
const save = (token: string, extra: Record<string, unknown> = {}) => must(t.app, token, 'POST', 'user-service/document/save', doc(extra));
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: TDocumentRow[]; total: number }>(t.app, 'POST', 'user-service/document/list', {
      token,
      body: { kind: 'maintenance', pageSize: 100, ...body },
    })
  ).body.data;
const info = (token: string, id: number) => call<TDocument>(t.app, 'GET', `user-service/document/info/${id}`, { token });
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];

describe('POST user-service/document/save', () => {
  it('writes a document at version 1, logged, with a first version row', async () => {
    const { id } = await save(a.adminToken, { note: 'First draft' });
    expect(await lastLog()).toMatchObject({ action: 'document.create', target: expect.stringContaining(`document:${id}`) });
    const r = await info(a.adminToken, id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id, kind: 'maintenance', labels: ['brush'], version: 1, orgId: a.businessId, editable: true });
    const versions = await t.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, id));
    expect(versions).toMatchObject([{ version: 1, note: 'First draft', body: '# Brush\n\nTurn it **left**.' }]);
  });

  it('refuses a kind whose create code the caller lacks, writing nothing', async () => {
    const before = (await t.database.db.select().from(documents)).length;
    const r = await call(t.app, 'POST', 'user-service/document/save', { token: maintainer, body: doc({ kind: 'version' }) });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await t.database.db.select().from(documents)).length).toBe(before);
  });

  it('refuses an organisation of another business as not found, naming orgId', async () => {
    const r = await call(t.app, 'POST', 'user-service/document/save', { token: a.adminToken, body: doc({ orgId: b.businessId }) });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
  });

  it('names the fields of an invalid body (empty title, unknown kind, empty body, too many labels)', async () => {
    const r = await call(t.app, 'POST', 'user-service/document/save', {
      token: a.adminToken,
      body: doc({ title: '', kind: 'x', body: '', labels: Array.from({ length: 11 }, (_, i) => `l${i}`) }),
    });
    expect(r.status).toBe(400);
    const paths = (r.body.data as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'kind', 'body', 'labels']));
  });
});

describe('POST user-service/document/list', () => {
  it('shows private documents to their organisation and above; public ones also below; never another business', async () => {
    const childPrivate = await save(a.adminToken, { orgId: a.childId });
    const topPrivate = await save(a.adminToken, { orgId: a.businessId });
    const topPublic = await save(a.adminToken, { orgId: a.businessId, isPublic: true });
    const other = await save(b.adminToken, { isPublic: true });
    const childReader = await userInOrg(t.app, a.adminToken, a.childId, ['maintenanceDoc', 'maintenanceDoc:view']);
    const ids = new Set((await list(childReader)).list.map((x) => x.id));
    expect(ids.has(childPrivate.id)).toBe(true);
    expect(ids.has(topPublic.id)).toBe(true);
    expect(ids.has(topPrivate.id)).toBe(false);
    expect(ids.has(other.id)).toBe(false);
    const rows = (await list(childReader)).list;
    expect(rows.find((x) => x.id === topPublic.id)?.editable).toBe(false);
    expect((await info(childReader, topPrivate.id)).status).toBe(404);
    expect((await list(a.adminToken)).list.map((x) => x.id)).toEqual(expect.arrayContaining([childPrivate.id, topPrivate.id]));
  });

  it('finds by part of the title or a label, and keeps the kinds apart', async () => {
    const word = uniq('Zebra');
    const inTitle = await save(a.adminToken, { title: `${word} manual` });
    const inLabel = await save(a.adminToken, { labels: ['x', `${word}-label`] });
    const versionDoc = await save(a.adminToken, { kind: 'version', title: `${word} 1.2 notes` });
    expect((await list(a.adminToken, { keyword: word })).list.map((x) => x.id).sort()).toEqual([inTitle.id, inLabel.id].sort());
    expect((await list(a.adminToken, { keyword: word, kind: 'version' })).list.map((x) => x.id)).toEqual([versionDoc.id]);
    expect((await list(a.adminToken, { keyword: '100%_' })).total).toBe(0);
  });

  it('refuses the list of a kind the caller may not view', async () => {
    const r = await call(t.app, 'POST', 'user-service/document/list', { token: maintainer, body: { kind: 'version' } });
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('GET user-service/document/info/:id', () => {
  it("answers another business's document as not found, and needs a session", async () => {
    const other = await save(b.adminToken);
    const r = await info(a.adminToken, other.id);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.app, 'GET', `user-service/document/info/${other.id}`)).status).toBe(401);
  });

  it('refuses a version document to a caller holding only the maintenance codes', async () => {
    const v = await save(a.adminToken, { kind: 'version' });
    expect((await info(maintainer, v.id)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('PUT user-service/document/update', () => {
  it('saves a new version with who and the note; an unchanged save is refused', async () => {
    const { id } = await save(a.adminToken);
    const r = await call(t.app, 'PUT', 'user-service/document/update', {
      token: maintainer,
      body: { id, baseVersion: 1, body: '# Brush\n\nTurn it right.', labels: ['brush', 'side'], note: 'Direction' },
    });
    expect(r.body).toMatchObject({ code: 0, data: { version: 2 } });
    expect(await lastLog()).toMatchObject({ action: 'document.update', detail: { changed: ['labels', 'body'], version: 2 } });
    expect((await info(maintainer, id)).body.data).toMatchObject({ version: 2, updatedBy: 'Tester', labels: ['brush', 'side'] });
    const same = await call(t.app, 'PUT', 'user-service/document/update', {
      token: maintainer,
      body: { id, baseVersion: 2, labels: ['brush', 'side'] },
    });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
  });

  it('refuses a stale save (409 DOCUMENT_STALE naming the current version) and keeps the newer text', async () => {
    const { id } = await save(a.adminToken);
    await must(t.app, a.adminToken, 'PUT', 'user-service/document/update', { id, baseVersion: 1, body: 'Theirs' });
    const r = await call(t.app, 'PUT', 'user-service/document/update', { token: maintainer, body: { id, baseVersion: 1, body: 'Mine' } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.DOCUMENT_STALE, data: { version: 2 } });
    expect(r.body.msg).toContain('version 2');
    expect((await info(a.adminToken, id)).body.data.body).toBe('Theirs');
  });

  it("cannot edit another business's document nor an ancestor's it reads; nothing changes", async () => {
    const other = await save(b.adminToken);
    const r = await call(t.app, 'PUT', 'user-service/document/update', {
      token: a.adminToken,
      body: { id: other.id, baseVersion: 1, title: 'Mine' },
    });
    expect(r.status).toBe(404);
    const top = await save(a.adminToken, { isPublic: true });
    const childEditor = await userInOrg(t.app, a.adminToken, a.childId, MAINTENANCE);
    const up = await call(t.app, 'PUT', 'user-service/document/update', {
      token: childEditor,
      body: { id: top.id, baseVersion: 1, title: 'Mine' },
    });
    expect(up.status).toBe(404);
    expect((await t.database.db.select().from(documents).where(eq(documents.id, other.id)))[0]!.title).not.toBe('Mine');
  });

  it('refuses without mdEdit:edit', async () => {
    const { id } = await save(a.adminToken);
    const viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['maintenanceDoc', 'maintenanceDoc:view']);
    const r = await call(t.app, 'PUT', 'user-service/document/update', { token: viewer, body: { id, baseVersion: 1, title: 'X' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('DELETE user-service/document/delete/:id', () => {
  it('deletes the document with its versions, logged', async () => {
    const { id } = await save(a.adminToken);
    const r = await call(t.app, 'DELETE', `user-service/document/delete/${id}`, { token: maintainer });
    expect(r.body.code).toBe(0);
    expect(await lastLog()).toMatchObject({ action: 'document.delete', target: expect.stringContaining(`document:${id}`) });
    expect(await t.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, id))).toHaveLength(0);
  });

  it("answers another business's document as not found and keeps it", async () => {
    const other = await save(b.adminToken);
    const r = await call(t.app, 'DELETE', `user-service/document/delete/${other.id}`, { token: a.adminToken });
    expect(r.status).toBe(404);
    expect(await t.database.db.select().from(documents).where(eq(documents.id, other.id))).toHaveLength(1);
  });
});
