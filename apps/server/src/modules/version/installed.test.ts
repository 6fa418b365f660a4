import { ErrorCode, type TInstalledRobot, type TInstalledVersion } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotConfig, robotHostings, robots, robotState, versionPackages } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, must, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** Holds only definition codes, not robotVersion:view. */
let definer: string;
/** A user of A's child organisation with robotVersion:view. */
let childViewer: string;
const ids: Record<string, number> = {};

/** A robot of `orgId` that reported `versions` in up/config (written as the ingest writes it). */
const reporting = async (orgId: number, versions: Record<string, string>, online = false, robotType = 1) => {
  const robot = await createTestRobot(t.database.db, { orgId });
  await t.database.db.update(robots).set({ robotType }).where(eq(robots.id, robot.id));
  await t.database.db
    .insert(robotConfig)
    .values({ robotId: robot.id, values: {} as never, versions, reportedAt: new Date('2026-11-01T08:00:00Z') });
  if (online) await t.database.db.insert(robotState).values({ robotId: robot.id, online: true });
  return robot;
};

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'IA');
  b = await buildBusiness(t.app, platform, 'IB');
  definer = await userInOrg(t.app, a.adminToken, a.businessId, ['definition', 'definition:view']);
  childViewer = await userInOrg(t.app, a.adminToken, a.childId, ['robotVersion', 'robotVersion:view']);
  ids.top = (await reporting(a.businessId, { mainUnit: '2.4.1', controlUnit: '1.9.3', app: '3.2.0' }, true)).id;
  ids.child = (await reporting(a.childId, { mainUnit: '2.4.1', controlUnit: '1.10.0' }, false, 10)).id;
  ids.old = (await reporting(a.siblingId, { mainUnit: '2.3', other: 'x' })).id;
  // B's robots report the same numbers: they never count for A.
  for (let i = 0; i < 3; i += 1) await reporting(b.businessId, { mainUnit: '2.4.1', app: '9.9' });
  // One of B's robots is hosted to A's sibling (active window): A counts it as a host.
  ids.hosted = (await reporting(b.businessId, { mainUnit: '2.4.9' })).id;
  await t.database.db
    .insert(robotHostings)
    .values({ robotId: ids.hosted, fromOrgId: b.businessId, orgId: a.siblingId, type: 1, startAt: new Date(Date.now() - 60_000) });
  const def = await must(t.app, a.adminToken, 'POST', 'robotinfo/version/save', {
    softwareType: 'mainUnit',
    major: 2,
    minor: '4.1',
    description: 'Current release',
    robotTypes: [1],
  });
  ids.def = def.id;
  // Defined, released to nobody, reported by no robot yet: listed with 0 robots.
  ids.next = (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/version/save', {
      softwareType: 'mainUnit',
      major: 2,
      minor: '5',
      description: 'Next release',
      robotTypes: [1],
    })
  ).id;
  await t.database.db.insert(versionPackages).values({
    versionId: def.id,
    packageType: 'official',
    source: 'url',
    url: 'https://x.test/a',
    md5: 'b'.repeat(32),
    size: 1,
    state: 'released',
  });
}, 120_000);
afterAll(() => t.close());

const installed = async (token: string, body: Record<string, unknown> = {}) =>
  call<{ list: TInstalledVersion[]; total: number }>(t.app, 'POST', 'robotinfo/version/installed', {
    token,
    body: { pageSize: 100, ...body },
  });
const drill = async (token: string, body: Record<string, unknown>) =>
  call<{ list: TInstalledRobot[]; total: number }>(t.app, 'POST', 'robotinfo/version/installedRobots', {
    token,
    body: { pageSize: 100, ...body },
  });

describe('POST robotinfo/version/installed', () => {
  it("lists every version defined and each one reported, counted over the caller's robots (hosted included, other businesses never), newest first", async () => {
    const r = await installed(a.adminToken);
    expect(r.status).toBe(200);
    expect(r.body.data.list).toEqual([
      { softwareType: 'mainUnit', text: '2.5', robots: 0, versionId: ids.next, released: 0 },
      { softwareType: 'mainUnit', text: '2.4.9', robots: 1, versionId: null, released: 0 },
      { softwareType: 'mainUnit', text: '2.4.1', robots: 2, versionId: ids.def, released: 1 },
      { softwareType: 'mainUnit', text: '2.3', robots: 1, versionId: null, released: 0 },
      { softwareType: 'controlUnit', text: '1.10.0', robots: 1, versionId: null, released: 0 },
      { softwareType: 'controlUnit', text: '1.9.3', robots: 1, versionId: null, released: 0 },
      { softwareType: 'app', text: '3.2.0', robots: 1, versionId: null, released: 0 },
    ]);
    expect(r.body.data.total).toBe(7);
  });

  it('filters by unit and robot type, pages, and shows a lower organisation only its subtree without a definition it cannot see', async () => {
    const main = (await installed(a.adminToken, { softwareType: 'mainUnit', robotType: 10 })).body.data.list;
    expect(main).toEqual([{ softwareType: 'mainUnit', text: '2.4.1', robots: 1, versionId: ids.def, released: 1 }]);
    const page2 = (await installed(a.adminToken, { pageSize: 2, page: 2 })).body.data;
    expect(page2).toMatchObject({ total: 7, list: [{ text: '2.4.1' }, { text: '2.3' }] });
    const child = (await installed(childViewer)).body.data.list;
    expect(child).toEqual([
      { softwareType: 'mainUnit', text: '2.4.1', robots: 1, versionId: null, released: 0 },
      { softwareType: 'controlUnit', text: '1.10.0', robots: 1, versionId: null, released: 0 },
    ]);
    const theirs = (await installed(b.adminToken)).body.data.list;
    expect(theirs.find((v) => v.text === '2.4.1')).toMatchObject({ robots: 3, versionId: null });
  });

  it('refuses without robotVersion:view', async () => {
    expect((await installed(definer)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/version/installedRobots', () => {
  it("lists the caller's robots reporting one version of one unit, with organisation, online and report time", async () => {
    const r = (await drill(a.adminToken, { softwareType: 'mainUnit', text: '2.4.1' })).body.data;
    expect(r.total).toBe(2);
    expect(r.list.map((x) => x.robotId).sort()).toEqual([ids.top, ids.child].sort());
    expect(r.list.find((x) => x.robotId === ids.top)).toMatchObject({
      orgName: 'Business IA',
      online: true,
      robotType: 1,
      reportedAt: '2026-11-01T08:00:00.000Z',
    });
    expect((await drill(a.adminToken, { softwareType: 'mainUnit', text: '2.4.9' })).body.data.list.map((x) => x.robotId)).toEqual([
      ids.hosted,
    ]);
    expect((await drill(a.adminToken, { softwareType: 'app', text: '9.9' })).body.data).toMatchObject({ total: 0, list: [] });
    expect((await drill(childViewer, { softwareType: 'mainUnit', text: '2.4.1' })).body.data.list.map((x) => x.robotId)).toEqual([
      ids.child,
    ]);
  });

  it('finds robots by a part of their device number or name', async () => {
    const [child] = await t.database.db.select().from(robots).where(eq(robots.id, ids.child!));
    const byNumber = await drill(a.adminToken, { softwareType: 'mainUnit', text: '2.4.1', keyword: child!.deviceNumber.slice(-6) });
    expect(byNumber.body.data.list.map((x) => x.robotId)).toEqual([ids.child]);
    const byName = await drill(a.adminToken, { softwareType: 'mainUnit', text: '2.4.1', keyword: child!.alias.toUpperCase() });
    expect(byName.body.data.list.map((x) => x.robotId)).toEqual([ids.child]);
  });

  it('refuses a missing text and a caller without robotVersion:view', async () => {
    const r = await drill(a.adminToken, { softwareType: 'mainUnit', text: '' });
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect((await drill(definer, { softwareType: 'mainUnit', text: '2.4.1' })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
