import { ErrorCode, type TOperationLogEntry } from '@fleet/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let platform: string;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => void routes.push(r) });
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'LA');
  b = await buildBusiness(t.app, platform, 'LB');
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  call<{ list: TOperationLogEntry[]; total: number }>(t.app, 'POST', 'user-service/operationLog/list', {
    token,
    body: { pageSize: 100, ...body },
  });

describe('POST user-service/operationLog/list', () => {
  it('records each change with who, organisation, action, target, result and IP, newest first', async () => {
    const name = uniq('Depot');
    await must(t.app, a.adminToken, 'POST', 'user-service/user/org/save', { name, level: 2, parentId: a.businessId });
    const r = await list(a.adminToken, { action: 'organization.create' });
    const entry = r.body.data.list[0]!;
    expect(entry).toMatchObject({
      account: a.adminAccount,
      orgId: a.businessId,
      action: 'organization.create',
      result: 'success',
      ip: '127.0.0.1',
    });
    expect(entry.target).toContain(name);
    const ids = (await list(a.adminToken)).body.data.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('writes nothing when the change fails (same transaction)', async () => {
    const before = (await list(platform, { action: 'organization.createBusiness' })).body.data.total;
    const r = await call(t.app, 'POST', 'user-service/user/org/createBusiness', {
      token: platform,
      body: { name: 'Never', admin: { account: a.adminAccount, userName: 'X', password: 'Boss#Pass2026' } },
    });
    expect(r.body.code).toBe(ErrorCode.ACCOUNT_EXISTS);
    expect((await list(platform, { action: 'organization.createBusiness' })).body.data.total).toBe(before);
  });

  it("shows a business only its own subtree's entries; the platform sees everything", async () => {
    const ofB = (await list(b.adminToken)).body.data.list;
    expect(ofB.length).toBeGreaterThan(0);
    expect(ofB.every((e) => e.account !== a.adminAccount)).toBe(true);
    const all = (await list(platform, { pageSize: 100 })).body.data.list.map((e) => e.account);
    expect(all).toEqual(expect.arrayContaining([a.adminAccount, b.adminAccount]));
  });

  it("offers as filter only the actions recorded in the caller's subtree", async () => {
    const ofB = await call<string[]>(t.app, 'GET', 'user-service/operationLog/actions', { token: b.adminToken });
    expect(ofB.body.data).not.toContain('organization.createBusiness');
    const all = await call<string[]>(t.app, 'GET', 'user-service/operationLog/actions', { token: platform });
    expect(all.body.data).toContain('organization.createBusiness');
  });

  it('filters by account, result and time range, and refuses an end before the start', async () => {
    const failures = await list(platform, { result: 'failure' });
    expect(failures.body.data.list.every((e) => e.result === 'failure')).toBe(true);
    const future = await list(platform, { start: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.body.data.total).toBe(0);
    const bad = await call(t.app, 'POST', 'user-service/operationLog/list', {
      token: platform,
      body: { start: '2026-01-02T00:00:00Z', end: '2026-01-01T00:00:00Z' },
    });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'end', code: 'validation.endBeforeStart' }] } });
    const mine = await list(platform, { account: b.adminAccount });
    expect(mine.body.data.list.every((e) => e.account === b.adminAccount)).toBe(true);
  });
});

describe('POST user-service/operationLog/list sorted', () => {
  it('sorts by account or time either way; an unknown field is refused with 400 VALIDATION', async () => {
    // A refused sign-in is logged under the account it named.
    for (const account of ['sortqb', 'sortqa', 'sortqc'])
      await call(t.app, 'POST', 'user-service/auth/login', { body: { account, password: 'Wrong#Pass2026' } });
    const accounts = async (sortOrder: string) =>
      (await list(platform, { account: 'sortq', sortField: 'account', sortOrder })).body.data.list.map((e) => e.account);
    expect(await accounts('asc')).toEqual(['sortqa', 'sortqb', 'sortqc']);
    expect(await accounts('desc')).toEqual(['sortqc', 'sortqb', 'sortqa']);
    const oldest = (await list(platform, { sortField: 'time', sortOrder: 'asc' })).body.data.list.map((e) => e.createdAt);
    expect(oldest).toEqual([...oldest].sort());
    const bad = await list(platform, { sortField: 'ip; drop table operation_log' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });
});

describe('POST user-service/operationLog/export', () => {
  it('downloads the filtered entries as CSV in the caller language, formulas defused', async () => {
    await must(t.app, a.adminToken, 'POST', 'user-service/user/org/save', { name: '=HYPERLINK("x")', level: 2, parentId: a.businessId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/api/sweeper/user-service/operationLog/export',
      headers: { authorization: a.adminToken, 'accept-language': 'ja' },
      payload: { action: 'organization.create' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="operation-log-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''operation-log-/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日時,アカウント,組織,操作,対象,結果,IP');
    expect(lines.length).toBeGreaterThan(2);
    expect(res.body).toContain(`"org:`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
  });
});

describe('the operation log is append-only', () => {
  it('has no route that changes or deletes an entry', () => {
    const logRoutes = routes
      .filter((r) => r.url.includes('operationLog'))
      .map((r) => `${String(r.method)} ${r.url.split('operationLog/')[1]}`);
    expect(logRoutes.sort()).toEqual(['GET actions', 'HEAD actions', 'POST export', 'POST list']);
  });
});
