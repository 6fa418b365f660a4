import { ErrorCode, type TSoftwareVersion } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, versionDemands, versionPackages, versions } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let platform: string;
/** A user of A's child organisation holding only definition:view. */
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'VA');
  b = await buildBusiness(t.app, platform, 'VB');
  viewer = await userInOrg(t.app, a.adminToken, a.childId, ['definition', 'definition:view']);
}, 120_000);
afterAll(() => t.close());

/** A number nobody used yet in this run: definitions are unique per unit across the platform. */
let major = 100;
const body = (extra: Record<string, unknown> = {}) => ({
  softwareType: 'mainUnit',
  major: (major += 1),
  minor: '4.1',
  description: 'Faster docking when the battery is low.',
  robotTypes: [10, 1, 10],
  ...extra,
});
const save = (token: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', 'robotinfo/version/save', { token, body: body(extra) });
const define = (token: string, extra: Record<string, unknown> = {}) => must(t.app, token, 'POST', 'robotinfo/version/save', body(extra));
const list = async (token: string, extra: Record<string, unknown> = {}) =>
  (
    await call<{ list: TSoftwareVersion[]; total: number }>(t.app, 'POST', 'robotinfo/version/list', {
      token,
      body: { pageSize: 100, ...extra },
    })
  ).body.data;
const update = (token: string, b: Record<string, unknown>) => call(t.app, 'PUT', 'robotinfo/version/update', { token, body: b });
const remove = (token: string, id: number) => call(t.app, 'DELETE', `robotinfo/version/delete/${id}`, { token });
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];
const requirement = (token: string, orgId?: number) =>
  must(t.app, token, 'POST', 'robotinfo/demand/save', { title: uniq('Req'), robotTypes: [1], priority: 1, ...(orgId && { orgId }) });
const versionDoc = (token: string, kind = 'version') =>
  must(t.app, token, 'POST', 'user-service/document/save', { kind, title: uniq('Notes'), body: '# Release notes' });
const addPackage = (versionId: number, state: 'submitted' | 'released' = 'submitted') =>
  t.database.db
    .insert(versionPackages)
    .values({ versionId, packageType: 'official', source: 'url', url: 'https://x.test/p.bin', md5: 'a'.repeat(32), size: 1, state });
const fieldPaths = (r: { body: { data?: unknown } }) => (r.body.data as { fields: { path: string }[] }).fields.map((f) => f.path).sort();

describe('POST robotinfo/version/save', () => {
  it('defines a version in normal spelling with its requirements and release note, logged', async () => {
    const demand = await requirement(a.adminToken);
    const doc = await versionDoc(a.adminToken);
    const { id } = await define(a.adminToken, { minor: '04.010', demandIds: [demand.id, demand.id], releaseNoteId: doc.id });
    expect(await lastLog()).toMatchObject({
      action: 'version.create',
      result: 'success',
      target: expect.stringContaining(`version:${id}`),
    });
    const row = (await list(a.adminToken)).list.find((v) => v.id === id)!;
    expect(row).toMatchObject({ minor: '4.10', text: `${major}.4.10`, robotTypes: [1, 10], orgId: a.businessId, author: 'Admin VA' });
    expect(row.demands.map((d) => d.id)).toEqual([demand.id]);
    expect(row.releaseNote).toMatchObject({ id: doc.id });
    expect(row).toMatchObject({ packages: 0, released: 0 });
  });

  it('refuses a duplicate number of the same unit as VERSION_EXISTS on minor, "04" being 4, even from another business', async () => {
    const { id } = await define(a.adminToken, { minor: '4' });
    const n = major;
    const again = await save(b.adminToken, { major: n, minor: '04' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ErrorCode.VERSION_EXISTS, data: { fields: [{ path: 'minor' }] } });
    expect((await save(a.adminToken, { major: n, minor: '4', softwareType: 'app' })).status).toBe(200);
    expect((await t.database.db.select().from(versions).where(eq(versions.id, id))).length).toBe(1);
  });

  it('refuses a malformed number with validation.versionMinor and names the missing fields', async () => {
    const r = await save(a.adminToken, { minor: '4.x', description: '', major: -1 });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldPaths(r)).toEqual(['description', 'major', 'minor']);
    expect(JSON.stringify(r.body.data)).toContain('validation.versionMinor');
  });

  it("refuses another business's requirement, organisation or document as not found naming the field", async () => {
    const theirs = await requirement(b.adminToken);
    const r1 = await save(a.adminToken, { demandIds: [theirs.id] });
    expect(r1.status).toBe(404);
    expect(fieldPaths(r1)).toEqual(['demandIds']);
    expect(fieldPaths(await save(a.adminToken, { orgId: b.businessId }))).toEqual(['orgId']);
    const doc = await versionDoc(b.adminToken);
    expect(fieldPaths(await save(a.adminToken, { releaseNoteId: doc.id }))).toEqual(['releaseNoteId']);
    const maintenance = await versionDoc(a.adminToken, 'maintenance');
    expect(fieldPaths(await save(a.adminToken, { releaseNoteId: maintenance.id }))).toEqual(['releaseNoteId']);
  });

  it('refuses without definition:create and writes nothing', async () => {
    const before = (await t.database.db.select().from(versions)).length;
    const r = await save(viewer);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await t.database.db.select().from(versions)).length).toBe(before);
  });
});

describe('POST robotinfo/version/list', () => {
  it("shows only the subtree's definitions, filtered by unit, robot type and keyword, and counts packages", async () => {
    const mine = await define(a.adminToken, { softwareType: 'controlUnit', robotTypes: [15], description: 'Quiet night mode' });
    const theirs = await define(b.adminToken);
    await addPackage(mine.id);
    await addPackage(mine.id, 'released');
    const all = await list(a.adminToken);
    expect(all.list.map((v) => v.id)).toContain(mine.id);
    expect(all.list.map((v) => v.id)).not.toContain(theirs.id);
    const found = await list(a.adminToken, { softwareType: 'controlUnit', robotType: 15, keyword: 'NIGHT' });
    expect(found.list.map((v) => v.id)).toEqual([mine.id]);
    expect(found.list[0]).toMatchObject({ packages: 2, released: 1 });
    expect((await list(a.adminToken, { keyword: `${major - 1}.4.1` })).list.map((v) => v.id)).toEqual([mine.id]);
    expect((await list(viewer)).list.map((v) => v.id)).not.toContain(mine.id);
  });
});

describe('PUT robotinfo/version/update', () => {
  it('changes the description and requirements, logged; an unchanged edit is refused', async () => {
    const { id } = await define(a.adminToken);
    const demand = await requirement(a.adminToken, a.childId);
    expect((await update(a.adminToken, { id, description: 'New text', demandIds: [demand.id] })).status).toBe(200);
    expect(await lastLog()).toMatchObject({ action: 'version.update', detail: { changed: ['description', 'demandIds'] } });
    expect(await t.database.db.select().from(versionDemands).where(eq(versionDemands.versionId, id))).toEqual([
      { versionId: id, demandId: demand.id },
    ]);
    expect((await update(a.adminToken, { id, robotTypes: [10, 1] })).body.code).toBe(ErrorCode.NO_CHANGES);
  });

  it('renumbers only while no package exists (VERSION_IN_USE), and never onto a taken number', async () => {
    const taken = await define(a.adminToken);
    const takenMajor = major;
    const { id } = await define(a.adminToken);
    const clash = await update(a.adminToken, { id, major: takenMajor });
    expect(clash.body).toMatchObject({ code: ErrorCode.VERSION_EXISTS, data: { fields: [{ path: 'minor' }] } });
    expect((await update(a.adminToken, { id, minor: '5' })).status).toBe(200);
    await addPackage(id);
    const r = await update(a.adminToken, { id, minor: '6' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(ErrorCode.VERSION_IN_USE);
    expect((await update(a.adminToken, { id, description: 'Still editable' })).status).toBe(200);
    expect(taken.id).not.toBe(id);
  });

  it('treats another business as not found and refuses without definition:edit', async () => {
    const { id } = await define(a.adminToken);
    expect((await update(b.adminToken, { id, description: 'Taken over' })).status).toBe(404);
    expect((await update(viewer, { id, description: 'No' })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('DELETE robotinfo/version/delete/:id', () => {
  it('deletes an unused definition; one with a package is VERSION_IN_USE; another business gets not found', async () => {
    const used = await define(a.adminToken);
    await addPackage(used.id);
    expect((await remove(a.adminToken, used.id)).body.code).toBe(ErrorCode.VERSION_IN_USE);
    const { id } = await define(a.adminToken);
    expect((await remove(b.adminToken, id)).status).toBe(404);
    expect((await remove(viewer, id)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await remove(a.adminToken, id)).status).toBe(200);
    expect(await lastLog()).toMatchObject({ action: 'version.delete' });
    expect(await t.database.db.select().from(versions).where(eq(versions.id, id))).toEqual([]);
  });
});
