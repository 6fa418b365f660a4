import { ErrorCode, type TPackage } from '@fleet/contracts';
import { desc } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../db/schema';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { insertVersion, uploadPackage } from '../../../test/package-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let version: { id: number; text: string };
/** Staff of A's child and grandchild organisations who look at released packages (the OTA side). */
let childStaff: string;
let grandchildStaff: string;
let siblingStaff: string;
/** May see the issue screen but not release. */
let issueViewer: string;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'RA');
  b = await buildBusiness(t.app, platform, 'RB');
  childStaff = await userInOrg(t.app, a.adminToken, a.childId, ['issue:view']);
  grandchildStaff = await userInOrg(t.app, a.adminToken, a.grandchildId, ['submit:view']);
  siblingStaff = await userInOrg(t.app, a.adminToken, a.siblingId, ['issue:view']);
  issueViewer = await userInOrg(t.app, a.adminToken, a.businessId, ['issue:view', 'issue:edit']);
  version = await insertVersion(t.database.db, a.businessId);
}, 120_000);
afterAll(() => t.close());

const submit = async (packageType = 'test') =>
  (await uploadPackage(t.app, a.adminToken, randomBytes(200), { versionId: String(version.id), packageType })).body.data.id;
const release = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', 'robotinfo/package/release', { token, body });
const withdraw = (token: string, id: number) => call(t.app, 'POST', `robotinfo/package/withdraw/${id}`, { token });
const ids = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: TPackage[] }>(t.app, 'POST', 'robotinfo/package/list', { token, body: { pageSize: 100, ...body } })
  ).body.data.list.map((p) => p.id);
const one = async (id: number) =>
  (
    await call<{ list: TPackage[] }>(t.app, 'POST', 'robotinfo/package/list', { token: a.adminToken, body: { pageSize: 100 } })
  ).body.data.list.find((p) => p.id === id)!;
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];

describe('POST robotinfo/package/release', () => {
  it('releases a submission to organisations as the chosen type, recording who and when, logged', async () => {
    const id = await submit('test');
    const r = await release(a.adminToken, { id, orgIds: [a.childId, a.childId], packageType: 'official' });
    expect(r.status).toBe(200);
    const p = await one(id);
    expect(p).toMatchObject({
      state: 'released',
      packageType: 'official',
      releasedBy: 'Admin RA',
      releasedTo: [{ id: a.childId, name: 'RA child' }],
    });
    expect(Date.now() - Date.parse(p.releasedAt!)).toBeLessThan(60_000);
    expect(await lastLog()).toMatchObject({
      action: 'package.release',
      detail: { orgIds: [a.childId], packageType: 'official', from: 'test' },
    });
  });

  it('refuses an organisation of another business (not found naming orgIds) and changes nothing', async () => {
    const id = await submit();
    const r = await release(a.adminToken, { id, orgIds: [a.childId, b.businessId], packageType: 'trial' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgIds' }] } });
    expect(await one(id)).toMatchObject({ state: 'submitted', releasedTo: [], releasedBy: null });
  });

  it('refuses a second release (PACKAGE_STATE_REFUSED), another business and a caller without issue:release', async () => {
    const id = await submit();
    expect((await release(a.adminToken, { id, orgIds: [a.businessId], packageType: 'trial' })).status).toBe(200);
    const again = await release(a.adminToken, { id, orgIds: [a.businessId], packageType: 'trial' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.PACKAGE_STATE_REFUSED);
    const next = await submit();
    expect((await release(b.adminToken, { id: next, orgIds: [b.businessId], packageType: 'trial' })).status).toBe(404);
    const denied = await release(issueViewer, { id: next, orgIds: [a.businessId], packageType: 'trial' });
    expect(denied.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await one(next)).state).toBe('submitted');
  });

  it('names missing organisations and an unknown package type', async () => {
    const r = await release(a.adminToken, { id: 1, orgIds: [], packageType: 'beta' });
    expect(r.status).toBe(400);
    expect((r.body.data as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(['orgIds', 'packageType']);
  });
});

describe('POST robotinfo/package/withdraw/:id', () => {
  it('withdraws a released package only (a submitted or withdrawn one is refused), logged', async () => {
    const id = await submit();
    expect((await withdraw(a.adminToken, id)).body.code).toBe(ErrorCode.PACKAGE_STATE_REFUSED);
    await release(a.adminToken, { id, orgIds: [a.businessId], packageType: 'demo' });
    expect((await withdraw(b.adminToken, id)).status).toBe(404);
    expect((await withdraw(issueViewer, id)).status).toBe(200);
    expect((await one(id)).state).toBe('withdrawn');
    expect(await lastLog()).toMatchObject({ action: 'package.withdraw', target: `package:${id} ${version.text}` });
    expect((await withdraw(a.adminToken, id)).status).toBe(409);
  });
});

describe('visibility of packages (POST robotinfo/package/list, download)', () => {
  it('shows a released package to the organisation released to and below it, never to another business or a sibling; a submission only to its builders', async () => {
    const released = await submit();
    await release(a.adminToken, { id: released, orgIds: [a.childId], packageType: 'trial' });
    const waiting = await submit();
    expect(await ids(a.adminToken)).toEqual(expect.arrayContaining([released, waiting]));
    for (const token of [childStaff, grandchildStaff]) {
      expect(await ids(token)).toContain(released);
      expect(await ids(token)).not.toContain(waiting);
    }
    expect(await ids(siblingStaff)).not.toContain(released);
    expect(await ids(b.adminToken)).not.toContain(released);
    const down = (token: string) =>
      call(t.app, 'GET', `robotinfo/package/download/${released}`, { token, headers: { range: 'bytes=0-9' } });
    const part = await t.app.inject({
      method: 'GET',
      url: `${API}/robotinfo/package/download/${released}`,
      headers: { authorization: childStaff, range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect((await down(b.adminToken)).status).toBe(404);
    expect((await down(siblingStaff)).status).toBe(404);
  });

  it('filters by state, package type, version and keyword', async () => {
    const id = await submit('demo');
    expect(await ids(a.adminToken, { state: 'submitted', packageType: 'demo', versionId: version.id, keyword: version.text })).toContain(
      id,
    );
    expect(await ids(a.adminToken, { state: 'released' })).not.toContain(id);
    expect(await ids(a.adminToken, { softwareType: 'app' })).not.toContain(id);
  });
});
