import { ErrorCode, WorkStatus, type TLandmarkSite } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robots, userLandmarks, users } from '../../db/schema';
import { liveState } from '../../../test/area-fixtures';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { LANDMARK_CODES, landmarkApi, placeLandmark } from '../../../test/landmark-fixtures';
import { createTestRobot } from '../../../test/robot-fixtures';
import { placeArea } from '../../../test/tenancy-areas';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

/** What the landmark screen reads: the points of the caller's subtree, their file, robots' live states, areas and users. */
let t: TestApp;
let api: ReturnType<typeof landmarkApi>;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let childToken: string;
/** Points: `lobby` under A's grandchild (file, coordinates, robots, areas, users), `depot` under A's sibling (a robot), `foreign` in B. */
let lobby: number;
let depot: number;
let foreign: number;
/** A point without a file, robots, areas or users, right under A. */
let bare: number;
let working: Awaited<ReturnType<typeof createTestRobot>>;
let idle: Awaited<ReturnType<typeof createTestRobot>>;

beforeAll(async () => {
  t = await createTestApp();
  api = landmarkApi(t);
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'LA');
  b = await buildBusiness(t.app, platform, 'LB');
  childToken = await userInOrg(t.app, a.adminToken, a.childId, LANDMARK_CODES);
  lobby = await placeLandmark(t, a.grandchildId, {
    name: 'Site Lobby',
    code: 'LOBBY-77',
    file: 'lobby.json',
    longitude: 121.5,
    latitude: 31.2,
  });
  depot = await placeLandmark(t, a.siblingId, { name: 'Site Depot', code: 'DEPOT-12' });
  foreign = await placeLandmark(t, b.businessId, { name: 'Site Foreign' });
  bare = await placeLandmark(t, a.businessId, { name: 'Site Bare' });
  [working, idle] = [await createTestRobot(t.database.db, { orgId: lobby }), await createTestRobot(t.database.db, { orgId: lobby })];
  await liveState(t, working.id, { online: true, work: WorkStatus.EXECUTING, battery: 55 });
  await liveState(t, idle.id, { online: true, battery: 64 });
  // A deleted robot of the point is seen by nobody; a robot of another point is not this one's.
  const gone = await createTestRobot(t.database.db, { orgId: lobby });
  await t.database.db.update(robots).set({ deletedAt: new Date() }).where(eq(robots.id, gone.id));
  await createTestRobot(t.database.db, { orgId: depot });
  await placeArea(t, lobby);
  await placeArea(t, lobby);
  // Two users operate the lobby; a third did, and was deleted.
  const left = await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
    account: uniq('gone'),
    userName: 'Gone',
    password: 'First#Pass2026',
    orgId: a.businessId,
    roleId: a.adminRoleId,
  });
  for (const userId of [a.adminUserId, left.id]) await t.database.db.insert(userLandmarks).values({ userId, orgId: lobby });
  await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, left.id));
  const [other] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.orgId, a.childId));
  await t.database.db.insert(userLandmarks).values({ userId: other!.id, orgId: lobby });
}, 120_000);
afterAll(() => t.close());

const byDeviceNumber = <T extends { deviceNumber: string }>(xs: T[]) => [...xs].sort((p, q) => (p.deviceNumber < q.deviceNumber ? -1 : 1));

describe('GET user-service/user/landmark/info/:id', () => {
  it('answers the point with its parent, coordinates, file, robots with their live state, area and user counts', async () => {
    const r = await api.info(a.adminToken, lobby);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    const site = r.body.data;
    expect(site).toMatchObject({
      id: lobby,
      name: 'Site Lobby',
      code: 'LOBBY-77',
      parentId: a.grandchildId,
      parentName: 'LA grandchild',
      longitude: 121.5,
      latitude: 31.2,
      file: { fileName: 'lobby.json', size: 42, sha256: 'a'.repeat(64) },
      areaCount: 2,
      userCount: 2,
    });
    expect(Date.now() - Date.parse(site.file!.uploadedAt)).toBeLessThan(600_000);
    const stateOf = { [working.id]: 'working', [idle.id]: 'idle' };
    expect(site.robots.map((x) => [x.id, x.state, x.battery])).toEqual(
      byDeviceNumber([working, idle]).map((x) => [x.id, stateOf[x.id], x.id === working.id ? 55 : 64]),
    );
    expect(site.robots[0]).toMatchObject({ robotType: 1, alias: expect.any(String), updatedAt: expect.any(String) });
    expect((await api.info(childToken, lobby)).body.data).toEqual(site);
  });

  it('answers a point without a file, robots, areas or users with empty values', async () => {
    expect((await api.info(a.adminToken, bare)).body.data).toMatchObject({
      file: null,
      robots: [],
      areaCount: 0,
      userCount: 0,
      longitude: null,
      latitude: null,
      parentName: 'Business LA',
    });
  });

  it("is not found for another business's point, a point outside a child's subtree, any other organisation and a missing id", async () => {
    for (const [token, id] of [
      [b.adminToken, lobby],
      [a.adminToken, foreign],
      [childToken, depot],
      [a.adminToken, a.grandchildId],
      [a.adminToken, a.businessId],
      [a.adminToken, 99_999_999],
    ] as const) {
      const r = await api.info(token, id);
      expect([r.status, r.body.code], `${id}`).toEqual([404, ErrorCode.NOT_FOUND]);
    }
  });

  it('needs landMarkDetail:view (PERMISSION_DENIED, still signed in)', async () => {
    const token = await userInOrg(t.app, a.adminToken, a.businessId, ['areaDetail', 'areaDetail:view']);
    const r = await api.info(token, lobby);
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('POST user-service/user/landmark/list', () => {
  const names = async (body: Record<string, unknown>, token = a.adminToken) => {
    const r = await api.list(token, body);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    return r.body.data.list.map((x) => x.name);
  };

  it("lists the points of the caller's subtree by name, each as its info answers it", async () => {
    const listed = (await api.list(a.adminToken, { keyword: 'Site' })).body.data;
    expect(listed.list.map((x) => x.name)).toEqual(['Site Bare', 'Site Depot', 'Site Lobby']);
    expect(listed.total).toBe(3);
    expect(listed.list.find((x) => x.id === lobby)).toEqual((await api.info(a.adminToken, lobby)).body.data);
    expect(listed.list.find((x) => x.id === depot)?.robots).toHaveLength(1);
    expect(await names({}, childToken)).toEqual(['Site Lobby']);
    expect(await names({}, b.adminToken)).toEqual(['Site Foreign']);
  });

  it('matches a keyword in the name or the code, letter case aside', async () => {
    expect(await names({ keyword: 'site lob' })).toEqual(['Site Lobby']);
    expect(await names({ keyword: 'depot-1' })).toEqual(['Site Depot']);
    expect(await names({ keyword: '%' })).toEqual([]);
  });

  it('narrows to the subtree of an organisation of the caller; another is not found on orgId', async () => {
    expect(await names({ orgId: a.childId })).toEqual(['Site Lobby']);
    expect(await names({ orgId: lobby })).toEqual(['Site Lobby']);
    expect(await names({ orgId: a.siblingId })).toEqual(['Site Depot']);
    for (const [token, orgId] of [
      [a.adminToken, b.businessId],
      [childToken, a.siblingId],
    ] as const) {
      const r = await api.list(token, { orgId });
      expect([r.status, r.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
      expect((r.body.data as unknown as { fields: { path: string }[] }).fields).toEqual([expect.objectContaining({ path: 'orgId' })]);
    }
  });

  it('pages', async () => {
    const r = await api.list(a.adminToken, { keyword: 'Site', page: 2, pageSize: 1 });
    expect(r.body.data).toMatchObject({ total: 3, page: 2, pageSize: 1, list: [{ name: 'Site Depot' }] });
    const none: TLandmarkSite[] = (await api.list(a.adminToken, { keyword: 'Site', page: 9, pageSize: 1 })).body.data.list;
    expect(none).toEqual([]);
  });
});
