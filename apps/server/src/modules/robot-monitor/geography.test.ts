import { decodeGeoRobot, ErrorCode, WorkStatus, type TGeography, type TMapStyle } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

/** The geography view: every robot in scope with its place, the sites with coordinates, tenancy. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const r: Record<string, TestRobot> = {};
const PATH = 'robotinfo/monitor/geography';

const geography = async (token: string) => {
  const res = await call<TGeography>(t.app, 'GET', PATH, { token });
  return { ...res, robots: res.body.data?.robots.map(decodeGeoRobot) ?? [] };
};

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'GA');
  b = await buildBusiness(t.app, platform, 'GB');
  await t.database.db.execute(sql`update organizations set longitude = 121.47, latitude = 31.23 where id = ${a.businessId}`);
  r.atSite = await createTestRobot(t.database.db, { orgId: a.businessId });
  r.gps = await createTestRobot(t.database.db, { orgId: a.businessId });
  r.unplaced = await createTestRobot(t.database.db, { orgId: a.childId });
  r.foreign = await createTestRobot(t.database.db, { orgId: b.businessId });
  await t.database.db
    .execute(sql`insert into robot_state (robot_id, online, last_seen_at, updated_at, battery, work_status, device_state, charge_status)
    values (${r.atSite.id}, true, now(), now(), 64, ${WorkStatus.EXECUTING}, 1, 0)`);
  await t.database.db.execute(sql`insert into robot_state (robot_id, online, last_seen_at, updated_at, battery, geo_lat, geo_lng)
    values (${r.gps.id}, false, now() - interval '1 hour', now() - interval '1 hour', 40, 52.52, 13.405)`);
});
afterAll(() => t?.close());

describe('GET robotinfo/monitor/geography', () => {
  it("places each robot at its own GPS fix, else at its site, else nowhere, with its fleet state; only the caller's robots", async () => {
    const res = await geography(a.adminToken);
    expect(res.body.code).toBe(0);
    const byId = new Map(res.robots.map((x) => [x.id, x]));
    expect([...byId.keys()].sort()).toEqual([r.atSite!.id, r.gps!.id, r.unplaced!.id].sort());
    expect(byId.get(r.atSite!.id)).toMatchObject({ state: 'working', battery: 64, online: true, lng: 121.47, lat: 31.23, gps: false });
    expect(byId.get(r.gps!.id)).toMatchObject({ state: 'offline', lng: 13.405, lat: 52.52, gps: true });
    expect(byId.get(r.unplaced!.id)).toMatchObject({ state: 'offline', lng: null, lat: null, battery: null });
    expect(res.body.data.sites).toEqual([expect.objectContaining({ id: a.businessId, longitude: 121.47, latitude: 31.23 })]);
    expect(res.body.data.staleMinutes).toBe(5);
  });

  it('shows a robot hosted to the caller only inside the hosting window', async () => {
    const host = await userInOrg(t.app, b.adminToken, b.childId, ['robotMonitor', 'robotMonitor:view']);
    expect((await geography(host)).robots.map((x) => x.id)).toEqual([]);
    await t.database.db.execute(sql`insert into robot_hostings (robot_id, from_org_id, org_id, type, start_at)
      values (${r.atSite!.id}, ${a.businessId}, ${b.childId}, 1, now() - interval '3 days')`);
    expect((await geography(host)).robots.map((x) => x.id)).toEqual([r.atSite!.id]);
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${r.atSite!.id}`);
    expect((await geography(host)).robots.map((x) => x.id)).toEqual([]);
  });

  it('refuses a signed-in user without robotMonitor:view with PERMISSION_DENIED (HTTP 400)', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view']);
    const token = await login(t.app, u.account, u.password);
    const res = await call(t.app, 'GET', PATH, { token });
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
    const style = await call(t.app, 'GET', 'robotinfo/monitor/map/style', { token });
    expect([style.status, style.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('GET robotinfo/monitor/map/style', () => {
  it('serves the offline Natural Earth style inline: countries as GeoJSON, no URL to fetch', async () => {
    const res = await call<TMapStyle>(t.app, 'GET', 'robotinfo/monitor/map/style', { token: a.adminToken });
    expect(res.body.code).toBe(0);
    expect(res.body.data.styleUrl).toBeNull();
    const style = res.body.data.style as { version: number; sources: { countries: { data: { features: unknown[] } } }; glyphs?: string };
    expect(style.version).toBe(8);
    expect(style.sources.countries.data.features.length).toBeGreaterThan(150);
    expect(style.glyphs).toBeUndefined();
    // No ring jumps across the 180° meridian (drawn as a line over the whole world): Russia and Fiji did.
    type Geometry = { type: string; coordinates: unknown };
    const rings = (style.sources.countries.data.features as { geometry: Geometry | null }[]).flatMap(({ geometry: g }) =>
      !g ? [] : g.type === 'Polygon' ? (g.coordinates as number[][][]) : (g.coordinates as number[][][][]).flat(),
    );
    const jumps = rings.filter((r) => r.some((p, i) => i > 0 && Math.abs(p[0]! - r[i - 1]![0]!) > 180) && r.length > 0);
    expect(jumps.length).toBeLessThanOrEqual(1); // Antarctica runs along the edge and stays as it is
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
    expect(res.body.data.cities.map((c) => c.name)).toContain('Berlin');
  });

  it('is the one base of every map: the large screen (user or display link) and the organisation form read it too', async () => {
    const wall = await createUserWithCodes(t.database.db, ['largeScreen', 'largeScreen:view']);
    const editor = await createUserWithCodes(t.database.db, ['organization', 'organization:edit']);
    const link = await call<{ token: string }>(t.app, 'POST', 'robotinfo/large-screen/display-links', {
      token: a.adminToken,
      body: { name: 'Map wall', orgId: a.businessId, days: 1 },
    });
    const readers = [
      { token: await login(t.app, wall.account, wall.password) },
      { token: await login(t.app, editor.account, editor.password) },
      { headers: { 'x-display-token': link.body.data.token } },
    ];
    for (const who of readers) {
      const res = await call<TMapStyle>(t.app, 'GET', 'robotinfo/monitor/map/style', who);
      expect([res.status, res.body.code]).toEqual([200, 0]);
      expect(res.body.data.cities.length).toBeGreaterThan(0);
    }
  });
});
