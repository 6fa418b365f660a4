import { API_BASE, ErrorCode, type TDisplayLink, type TLargeScreenSummary } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, must, userInOrg } from '../../../test/tenancy-fixtures';

/** Display links: created once with their token, hashed, revocable, expiring, and good for nothing but reading the large screen. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const LINKS = 'robotinfo/large-screen/display-links';
const SUMMARY = 'robotinfo/large-screen/summary';
/** The routes a display link may call: reviewed, read-only, kept short on purpose. */
const DISPLAY_ROUTES = ['GET robotinfo/large-screen/summary', 'GET robotinfo/large-screen/robots', 'GET robotinfo/monitor/map/style'];
const routes: RouteOptions[] = [];

const create = (token: string, orgId: number, days = 30) =>
  must<{ id: number; token: string }>(t.app, token, 'POST', LINKS, { name: 'Lobby wall', orgId, days });
const screen = (displayToken: string, lang = 'en') =>
  call<TLargeScreenSummary>(t.app, 'GET', SUMMARY, { lang, headers: { 'x-display-token': displayToken } });
const list = (token: string) => call<TDisplayLink[]>(t.app, 'GET', LINKS, { token });

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => void routes.push(r) });
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'DA');
  b = await buildBusiness(t.app, platform, 'DB');
  await createTestRobot(t.database.db, { orgId: a.childId });
  await createTestRobot(t.database.db, { orgId: a.siblingId });
  await createTestRobot(t.database.db, { orgId: b.businessId });
});
afterAll(() => t.close());

describe('POST robotinfo/large-screen/display-links', () => {
  it('returns the token once, stores only its SHA-256, and the list shows the link without it', async () => {
    const link = await create(a.adminToken, a.childId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.execute<{ token_hash: string }>(sql`select token_hash from display_links where id = ${link.id}`);
    expect(rows.rows[0]!.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    const listed = await list(a.adminToken);
    expect(listed.body.data.find((l) => l.id === link.id)).toMatchObject({
      name: 'Lobby wall',
      orgId: a.childId,
      state: 'active',
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.body.data)).not.toContain(link.token);
    const log = await t.database.db.execute<{ action: string }>(sql`select action from operation_log order by id desc limit 1`);
    expect(log.rows[0]!.action).toBe('displayLink.create');
  });

  it('refuses an organisation the creator does not see, a link over a year, and a user without largeScreen:display', async () => {
    const foreign = await call(t.app, 'POST', LINKS, { token: a.adminToken, body: { name: 'X', orgId: b.businessId, days: 1 } });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
    const tooLong = await call(t.app, 'POST', LINKS, { token: a.adminToken, body: { name: 'X', orgId: a.childId, days: 367 } });
    expect(tooLong.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'days' }] } });
    const viewer = await createUserWithCodes(t.database.db, ['largeScreen', 'largeScreen:view']);
    const denied = await call(t.app, 'POST', LINKS, {
      token: await login(t.app, viewer.account, viewer.password),
      body: { name: 'X', orgId: 1, days: 1 },
    });
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('GET robotinfo/large-screen/display-links', () => {
  it("lists the caller's subtree only", async () => {
    const ofB = await create(b.adminToken, b.businessId);
    const child = await userInOrg(t.app, a.adminToken, a.childId, ['largeScreen', 'largeScreen:display']);
    const mine = await create(child, a.childId);
    const seenByChild = (await list(child)).body.data.map((l) => l.id);
    expect(seenByChild).toContain(mine.id);
    expect(seenByChild).not.toContain(ofB.id);
    expect((await list(b.adminToken)).body.data.every((l) => l.orgId === b.businessId)).toBe(true);
  });
});

describe('a display token', () => {
  it("reads the large screen of its organisation's subtree, and records its last use at most once a minute", async () => {
    const link = await create(a.adminToken, a.childId);
    const r = await screen(link.token);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(r.body.data.robots).toBe(1);
    const used = async () =>
      (await t.database.db.execute<{ at: string | null }>(sql`select last_used_at::text as at from display_links where id = ${link.id}`))
        .rows[0]!.at;
    const first = await used();
    expect(first).not.toBeNull();
    await screen(link.token);
    expect(await used()).toBe(first);
    await t.database.db.execute(sql`update display_links set last_used_at = now() - interval '2 minutes' where id = ${link.id}`);
    const stale = await used();
    await screen(link.token);
    expect(await used()).not.toBe(stale);
  });

  it('stops at the next request once revoked, expired or deleted, with DISPLAY_LINK_ENDED in the caller language', async () => {
    const revoked = await create(a.adminToken, a.businessId);
    expect((await screen(revoked.token)).status).toBe(200);
    expect((await call(t.app, 'PUT', `${LINKS}/${revoked.id}/revoke`, { token: a.adminToken })).body.code).toBe(0);
    const after = await screen(revoked.token, 'en');
    expect([after.status, after.body.code, after.body.msg]).toEqual([
      401,
      ErrorCode.DISPLAY_LINK_ENDED,
      'This display link was revoked or has expired. Ask for a new link.',
    ]);
    expect((await call(t.app, 'PUT', `${LINKS}/${revoked.id}/revoke`, { token: a.adminToken })).body.code).toBe(ErrorCode.NO_CHANGES);
    expect((await list(a.adminToken)).body.data.find((l) => l.id === revoked.id)!.state).toBe('revoked');

    const expired = await create(a.adminToken, a.businessId);
    await t.database.db.execute(sql`update display_links set expires_at = now() - interval '1 second' where id = ${expired.id}`);
    expect((await screen(expired.token)).body.code).toBe(ErrorCode.DISPLAY_LINK_ENDED);
    expect((await list(a.adminToken)).body.data.find((l) => l.id === expired.id)!.state).toBe('expired');

    const deleted = await create(a.adminToken, a.businessId);
    expect((await call(t.app, 'DELETE', `${LINKS}/${deleted.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await screen(deleted.token)).body.code).toBe(ErrorCode.DISPLAY_LINK_ENDED);
    expect((await screen('not-a-token')).body.code).toBe(ErrorCode.DISPLAY_LINK_ENDED);
  });

  it("cannot revoke or delete another tenant's link", async () => {
    const ofB = await create(b.adminToken, b.businessId);
    expect((await call(t.app, 'PUT', `${LINKS}/${ofB.id}/revoke`, { token: a.adminToken })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.app, 'DELETE', `${LINKS}/${ofB.id}`, { token: a.adminToken })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await screen(ofB.token)).status).toBe(200);
  });

  it('is refused by every route but the reviewed display routes, before anything runs', async () => {
    const link = await create(a.adminToken, a.businessId);
    const api = routes.filter((r) => r.url.startsWith(API_BASE) && r.method !== 'HEAD' && r.config?.access && r.config.access !== 'public');
    expect(api.length).toBeGreaterThan(50);
    const before = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from operation_log`);
    const accepted: string[] = [];
    for (const r of api) {
      const path = r.url.slice(API_BASE.length).replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: `${API_BASE}${path}`,
        headers: { 'x-display-token': link.token, authorization: a.adminToken },
        payload: r.method === 'GET' ? undefined : {},
      });
      const code = (res.json() as { code: number }).code;
      if (code !== ErrorCode.PERMISSION_DENIED) accepted.push(`${String(r.method)} ${r.url.slice(API_BASE.length)}`);
    }
    expect(accepted.sort()).toEqual([...DISPLAY_ROUTES].sort());
    const afterwards = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from operation_log`);
    expect(afterwards.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
