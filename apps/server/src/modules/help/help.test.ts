import { ErrorCode, type THelpArticle, type THelpArticleRow, type TPublicHelpArticle } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, operationLog } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { placeFile } from '../../../test/tenancy-files';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let platform: string;
/** A signed-in user of A's child organisation without any help code: a reader only. */
let reader: string;
const HELP_CODES = ['help', 'help:view', 'help:create', 'help:edit', 'help:delete'];

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'HA');
  b = await buildBusiness(t.app, platform, 'HB');
  reader = await userInOrg(t.app, a.adminToken, a.childId, ['user']);
}, 120_000);
afterAll(() => t.close());

const article = (extra: Record<string, unknown> = {}) => ({
  title: uniq('Article'),
  category: 'guide',
  body: '# Cleaning\n\nPress **Start**.',
  ...extra,
});
const save = (token: string, extra: Record<string, unknown> = {}) =>
  must(t.app, token, 'POST', 'user-service/systemhelp/save', article(extra));
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: THelpArticleRow[]; total: number }>(t.app, 'POST', 'user-service/systemhelp/list', {
      token,
      body: { pageSize: 100, ...body },
    })
  ).body.data;
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];

describe('POST user-service/systemhelp/save', () => {
  it('writes an article in the author organisation, logged, readable with its body', async () => {
    const { id } = await save(a.adminToken, { isPublic: true });
    expect(await lastLog()).toMatchObject({ action: 'help.create', result: 'success', target: expect.stringContaining(`help:${id}`) });
    const r = await call<THelpArticle>(t.app, 'GET', `user-service/systemhelp/info/${id}`, { token: a.adminToken });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id,
      orgId: a.businessId,
      isPublic: true,
      author: 'Admin HA',
      editable: true,
      body: '# Cleaning\n\nPress **Start**.',
    });
  });

  it('refuses without help:create (400 PERMISSION_DENIED, still signed in) and writes nothing', async () => {
    const before = (await t.database.db.select().from(helpArticles)).length;
    const r = await call(t.app, 'POST', 'user-service/systemhelp/save', { token: reader, body: article() });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await t.database.db.select().from(helpArticles)).length).toBe(before);
  });

  it('refuses an organisation of another business as not found, naming orgId', async () => {
    const r = await call(t.app, 'POST', 'user-service/systemhelp/save', { token: a.adminToken, body: article({ orgId: b.businessId }) });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
  });

  it('names the fields of an invalid body (empty title, unknown category)', async () => {
    const r = await call(t.app, 'POST', 'user-service/systemhelp/save', {
      token: a.adminToken,
      body: article({ title: '', category: 'x' }),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    const fields = (r.body.data as { fields: { path: string; code: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', code: 'validation.required' }),
        expect.objectContaining({ path: 'category', code: 'validation.oneOf' }),
      ]),
    );
  });
});

describe('POST user-service/systemhelp/list', () => {
  it('shows articles of the own organisation, those above and below it; never a sibling or another business', async () => {
    const own = await save(a.adminToken, { orgId: a.childId });
    const below = await save(a.adminToken, { orgId: a.grandchildId });
    const above = await save(a.adminToken, { orgId: a.businessId });
    const sibling = await save(a.adminToken, { orgId: a.siblingId });
    const platformWide = await save(platform);
    const other = await save(b.adminToken);
    const ids = new Set((await list(reader)).list.map((x) => x.id));
    for (const x of [own, below, above, platformWide]) expect(ids.has(x.id)).toBe(true);
    for (const x of [sibling, other]) expect(ids.has(x.id)).toBe(false);
    const rows = (await list(reader)).list;
    // A reader holds no help code, and only the own subtree is ever editable.
    expect(rows.find((x) => x.id === above.id)?.editable).toBe(false);
    expect(rows.find((x) => x.id === own.id)?.editable).toBe(true);
  });

  it('finds by keyword in the title or the text, and by category', async () => {
    const word = uniq('Zebra');
    const inTitle = await save(a.adminToken, { title: `${word} title`, category: 'faq' });
    const inBody = await save(a.adminToken, { body: `Look for the ${word.toLowerCase()} sign.`, category: 'maintenance' });
    expect((await list(a.adminToken, { keyword: word })).list.map((x) => x.id).sort()).toEqual([inTitle.id, inBody.id].sort());
    expect((await list(a.adminToken, { keyword: word, category: 'faq' })).list.map((x) => x.id)).toEqual([inTitle.id]);
    expect((await list(a.adminToken, { keyword: '100%_' })).total).toBe(0);
  });
});

describe('GET user-service/systemhelp/info/:id', () => {
  it("answers another business's article as not found", async () => {
    const other = await save(b.adminToken);
    const r = await call(t.app, 'GET', `user-service/systemhelp/info/${other.id}`, { token: a.adminToken });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('needs a session', async () => {
    const own = await save(a.adminToken);
    expect((await call(t.app, 'GET', `user-service/systemhelp/info/${own.id}`)).status).toBe(401);
  });
});

describe('PUT user-service/systemhelp/update', () => {
  it('changes the fields, records who and logs it; an unchanged edit is refused', async () => {
    const { id } = await save(a.adminToken);
    const editor = await userInOrg(t.app, a.adminToken, a.businessId, HELP_CODES);
    const r = await call(t.app, 'PUT', 'user-service/systemhelp/update', { token: editor, body: { id, title: 'Renamed', isPublic: true } });
    expect(r.body.code).toBe(0);
    expect(await lastLog()).toMatchObject({ action: 'help.update', detail: { changed: ['title', 'isPublic'] } });
    const got = await call<THelpArticle>(t.app, 'GET', `user-service/systemhelp/info/${id}`, { token: editor });
    expect(got.body.data).toMatchObject({ title: 'Renamed', isPublic: true, author: 'Admin HA', updatedBy: 'Tester' });
    const same = await call(t.app, 'PUT', 'user-service/systemhelp/update', { token: editor, body: { id, title: 'Renamed' } });
    expect(same.status).toBe(400);
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
  });

  it("cannot edit an ancestor's article it reads, nor move one to another business; nothing changes", async () => {
    const above = await save(platform);
    const own = await save(a.adminToken);
    const r = await call(t.app, 'PUT', 'user-service/systemhelp/update', {
      token: a.adminToken,
      body: { id: above.id, title: 'Mine now' },
    });
    expect(r.status).toBe(404);
    const moved = await call(t.app, 'PUT', 'user-service/systemhelp/update', {
      token: a.adminToken,
      body: { id: own.id, orgId: b.businessId },
    });
    expect(moved.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
    const rows = await t.database.db.select().from(helpArticles).where(eq(helpArticles.id, above.id));
    expect(rows[0]!.title).not.toBe('Mine now');
    expect((await t.database.db.select().from(helpArticles).where(eq(helpArticles.id, own.id)))[0]!.orgId).toBe(a.businessId);
  });

  it('refuses without help:edit', async () => {
    const own = await save(a.adminToken, { orgId: a.childId });
    const r = await call(t.app, 'PUT', 'user-service/systemhelp/update', { token: reader, body: { id: own.id, title: 'X' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('DELETE user-service/systemhelp/delete/:id', () => {
  it('deletes for good (its public link stops) and logs it', async () => {
    const { id } = await save(a.adminToken, { isPublic: true });
    expect((await call(t.app, 'GET', `user-service/systemhelp/outAuth/info/${id}`)).status).toBe(200);
    const r = await call(t.app, 'DELETE', `user-service/systemhelp/delete/${id}`, { token: a.adminToken });
    expect(r.body.code).toBe(0);
    expect(await lastLog()).toMatchObject({ action: 'help.delete', target: expect.stringContaining(`help:${id}`) });
    expect((await call(t.app, 'GET', `user-service/systemhelp/outAuth/info/${id}`)).status).toBe(404);
  });

  it("answers another business's article as not found and keeps it", async () => {
    const other = await save(b.adminToken);
    const r = await call(t.app, 'DELETE', `user-service/systemhelp/delete/${other.id}`, { token: a.adminToken });
    expect(r.status).toBe(404);
    expect(await t.database.db.select().from(helpArticles).where(eq(helpArticles.id, other.id))).toHaveLength(1);
  });
});

describe('GET user-service/systemhelp/outAuth/info/:id', () => {
  it('answers a public article without a session, without author or organisation', async () => {
    const { id } = await save(b.adminToken, { isPublic: true, title: 'Open manual' });
    const r = await call<TPublicHelpArticle>(t.app, 'GET', `user-service/systemhelp/outAuth/info/${id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      id,
      title: 'Open manual',
      category: 'guide',
      body: '# Cleaning\n\nPress **Start**.',
      updatedAt: expect.any(String),
    });
  });

  it('answers a private article exactly as a missing one', async () => {
    const { id } = await save(a.adminToken, { isPublic: false });
    const priv = await call(t.app, 'GET', `user-service/systemhelp/outAuth/info/${id}`, { lang: 'en' });
    const missing = await call(t.app, 'GET', 'user-service/systemhelp/outAuth/info/2147483000', { lang: 'en' });
    expect(priv.status).toBe(404);
    expect(priv.body).toEqual(missing.body);
    expect(priv.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('DELETE user-service/file/delete/:id (a file an article shows)', () => {
  it('is refused while an article shows the file, naming it, and allowed once the article is gone', async () => {
    const fileId = await placeFile(t, a.businessId);
    const other = await placeFile(t, a.businessId);
    const { id } = await save(a.adminToken, {
      title: 'Brush photo',
      body: `![brush](/v2/api/sweeper/user-service/file/content/${fileId})`,
    });
    // An id that only starts the same (12 vs 123) is another file. Written straight to the table: the API
    // refuses a body showing a file that does not exist (help-public-file.test.ts).
    await t.database.db.insert(helpArticles).values({
      title: 'Other',
      category: 'guide',
      body: `![x](/v2/api/sweeper/user-service/file/content/${fileId}0)`,
      orgId: a.businessId,
    });
    const r = await call(t.app, 'DELETE', `user-service/file/delete/${fileId}`, { token: platform, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.FILE_IN_USE, data: { uses: [`help article ${id} ‘Brush photo’`] } });
    expect((await call(t.app, 'DELETE', `user-service/file/delete/${other}`, { token: platform })).body.code).toBe(0);
    await call(t.app, 'DELETE', `user-service/systemhelp/delete/${id}`, { token: a.adminToken });
    expect((await call(t.app, 'DELETE', `user-service/file/delete/${fileId}`, { token: platform })).body.code).toBe(0);
  });
});
