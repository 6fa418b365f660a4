import { ErrorCode, type TApiKey } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

let t: TestApp;
let platform: string;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'KA');
  b = await buildBusiness(t.app, platform, 'KB');
});
afterAll(() => t.close());

const hour = 3600_000;
const window = (fromH: number, toH: number) => ({
  beginAt: new Date(Date.now() + fromH * hour).toISOString(),
  endAt: new Date(Date.now() + toH * hour).toISOString(),
});
const issue = (token: string, orgId: number, w = window(-1, 24)) =>
  must<{ id: number; keyId: string; secret: string; apiKey: string }>(t.app, token, 'POST', 'user-service/empower/save', {
    orgId,
    companyCode: 'DOCK1',
    provider: 'Partner',
    ...w,
  });
const openOrgs = (apiKey?: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `${API}/open/v1/organizations`, headers: apiKey ? { 'x-api-key': apiKey } : {} });

describe('third-party keys and the open data API', () => {
  it("reads only the key's subtree, and only with the right secret", async () => {
    const k = await issue(a.adminToken, a.childId);
    const r = await openOrgs(k.apiKey);
    expect(r.statusCode).toBe(200);
    const ids = (r.json() as { data: { id: number }[] }).data.map((o) => o.id).sort();
    expect(ids).toEqual([a.childId, a.grandchildId].sort());
    expect((await openOrgs(`${k.keyId}.wrong`)).statusCode).toBe(401);
    expect((await openOrgs()).statusCode).toBe(401);
    expect((await openOrgs(k.apiKey, 'POST')).statusCode).toBe(404);
  });

  it('works only inside its window and while enabled', async () => {
    const later = await issue(a.adminToken, a.businessId, window(1, 2));
    expect((await openOrgs(later.apiKey)).statusCode).toBe(401);
    const k = await issue(a.adminToken, a.businessId);
    expect((await openOrgs(k.apiKey)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', `user-service/empower/disable/${k.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await openOrgs(k.apiKey)).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', `user-service/empower/enable/${k.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await openOrgs(k.apiKey)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', `user-service/empower/expire/${k.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await openOrgs(k.apiKey)).statusCode).toBe(401);
  });

  it('stores only a hash of the secret and lists keys with their state, per tenant', async () => {
    const k = await issue(b.adminToken, b.businessId);
    const stored = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from api_keys where secret_hash = ${k.secret}`);
    expect(stored.rows[0]!.n).toBe(0);
    const ofB = await call<{ list: TApiKey[] }>(t.app, 'POST', 'user-service/empower/list', { token: b.adminToken, body: {} });
    expect(ofB.body.data.list.map((x) => x.keyId)).toEqual([k.keyId]);
    expect(ofB.body.data.list[0]).toMatchObject({ state: 'active', companyCode: 'DOCK1', provider: 'Partner' });
    expect(JSON.stringify(ofB.body.data)).not.toContain(k.secret);
    const cross = await call(t.app, 'PUT', `user-service/empower/disable/${k.id}`, { token: a.adminToken });
    expect(cross.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses an end before the start and an organisation of another tenant', async () => {
    const backwards = await call(t.app, 'POST', 'user-service/empower/save', {
      token: a.adminToken,
      body: { orgId: a.businessId, companyCode: 'D', provider: 'P', ...window(2, 1) },
    });
    expect(backwards.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'endAt', code: 'validation.endBeforeStart' }] },
    });
    const foreign = await call(t.app, 'POST', 'user-service/empower/save', {
      token: a.adminToken,
      body: { orgId: b.businessId, companyCode: 'D', provider: 'P', ...window(-1, 1) },
    });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
  });

  it("lists the robots of the key's subtree with their online state and battery", async () => {
    const own = await must(t.app, a.adminToken, 'POST', 'robotinfo/robot/register', {
      deviceNumber: 'YJ-130-07001',
      alias: 'Open one',
      robotType: 1,
      simulated: false,
      orgId: a.childId,
    });
    await must(t.app, a.adminToken, 'POST', 'robotinfo/robot/register', {
      deviceNumber: 'YJ-130-07002',
      alias: 'Elsewhere',
      robotType: 1,
      simulated: false,
      orgId: a.siblingId,
    });
    await must(t.app, b.adminToken, 'POST', 'robotinfo/robot/register', {
      deviceNumber: 'YJ-130-07003',
      alias: 'Other tenant',
      robotType: 1,
      simulated: false,
    });
    await t.database.db.execute(sql`insert into robot_state (robot_id, online, battery) values (${own.id}, true, 64)`);
    const k = await issue(a.adminToken, a.childId);
    const r = await t.app.inject({ method: 'GET', url: `${API}/open/v1/robots`, headers: { 'x-api-key': k.apiKey } });
    expect(r.statusCode).toBe(200);
    expect((r.json() as { data: unknown }).data).toEqual([
      { deviceNumber: 'YJ-130-07001', alias: 'Open one', robotType: 1, online: true, battery: 64 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `${API}/open/v1/robots` })).statusCode).toBe(401);
  });
});
