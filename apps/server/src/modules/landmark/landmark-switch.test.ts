import { DeviceState, ErrorCode, WorkStatus } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRobots, robotMaps, robotReservations, robots, robotTasks } from '../../db/schema';
import { areaApi, host, lastLog, liveState } from '../../../test/area-fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import {
  LANDMARK_CODES,
  landmarkApi,
  placeLandmark,
  placeMap,
  placeReservation,
  placeTask,
  switchRows,
} from '../../../test/landmark-fixtures';
import { createTestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

/** Moving a robot to another landmark: what goes with the move, and every refusal leaving everything as it was. */
let t: TestApp;
let api: ReturnType<typeof landmarkApi>;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** A user of A's child organisation that may switch, and one of A's sibling (a host) that may too. */
let childToken: string;
let siblingToken: string;
/** Points: two under A's grandchild, one under A's sibling, one in B. */
let north: number;
let south: number;
let annex: number;
let foreign: number;
const robot = (orgId: number) => createTestRobot(t.database.db, { orgId });
const fieldsOf = (data: unknown) => (data as { fields: { path: string; code: string }[] }).fields;

beforeAll(async () => {
  t = await createTestApp();
  api = landmarkApi(t);
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'SA');
  b = await buildBusiness(t.app, platform, 'SB');
  childToken = await userInOrg(t.app, a.adminToken, a.childId, [...LANDMARK_CODES, 'areaDetail', 'areaDetail:create']);
  siblingToken = await userInOrg(t.app, a.adminToken, a.siblingId, LANDMARK_CODES);
  north = await placeLandmark(t, a.grandchildId, { name: 'North' });
  south = await placeLandmark(t, a.grandchildId, { name: 'South' });
  annex = await placeLandmark(t, a.siblingId, { name: 'Annex' });
  foreign = await placeLandmark(t, b.businessId, { name: 'Foreign' });
}, 120_000);
afterAll(() => t.close());

describe('POST robotinfo/robot/switchLandmark', () => {
  it('moves the robot, archives its maps, switches its scheduled tasks off, cancels reservations still to run, leaves its area; logged', async () => {
    const r = await robot(north);
    await liveState(t, r.id, { online: true });
    const archivedBefore = new Date(Date.now() - 86_400_000);
    await placeMap(t, r.id, 'floor-1', { active: true });
    await placeMap(t, r.id, 'floor-2');
    await placeMap(t, r.id, 'old', { archivedAt: archivedBefore });
    const [on1, on2, off] = [await placeTask(t, r.id, true), await placeTask(t, r.id, true), await placeTask(t, r.id, false)];
    const daily = await placeReservation(t, r.id, { cycle: true, ranAt: new Date() });
    const once = await placeReservation(t, r.id, { cycle: false });
    const ranOnce = await placeReservation(t, r.id, { cycle: false, ranAt: new Date() });
    const disabled = await placeReservation(t, r.id, { cycle: true, enabled: false });
    const area = await areaApi(t).save(a.adminToken, { name: 'Hall North', kind: 2, robotIds: [r.id] });
    expect(area.body.code).toBe(0);

    const res = await api.switch(a.adminToken, r.id, annex);
    expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([200, 0]);
    expect(res.body.data).toEqual({ archivedMaps: 2, tasksOff: 2, reservationsCancelled: 2, leftArea: 'Hall North' });

    const db = t.database.db;
    expect((await db.select({ orgId: robots.orgId }).from(robots).where(eq(robots.id, r.id)))[0]?.orgId).toBe(annex);
    const maps = await db.select().from(robotMaps).where(eq(robotMaps.robotId, r.id));
    expect(maps.every((m) => !m.active && m.archivedAt !== null)).toBe(true);
    expect(maps.find((m) => m.mapId === 'old')?.archivedAt).toEqual(archivedBefore);
    const tasks = Object.fromEntries(
      (await db.select().from(robotTasks).where(eq(robotTasks.robotId, r.id))).map((x) => [x.id, x.enabled]),
    );
    expect(tasks).toEqual({ [on1]: false, [on2]: false, [off]: false });
    const res2 = await db.select().from(robotReservations).where(eq(robotReservations.robotId, r.id));
    const cancelled = Object.fromEntries(res2.map((x) => [x.id, x.deletedAt !== null]));
    expect(cancelled).toEqual({ [daily]: true, [once]: true, [ranOnce]: false, [disabled]: false });
    expect(await db.select().from(areaRobots).where(eq(areaRobots.robotId, r.id))).toEqual([]);
    expect(await lastLog(t, 'robot.switchLandmark')).toMatchObject({
      target: `robot:${r.id} ${r.deviceNumber}`,
      result: 'success',
      detail: {
        from: north,
        to: annex,
        archivedMaps: 2,
        tasksOff: 2,
        reservationsCancelled: 2,
        leftArea: expect.stringMatching(/^AR\d{8}$/),
      },
    });
    // The robot now works at the annex: its info lists it, the north point no longer does.
    expect((await api.info(a.adminToken, annex)).body.data.robots.map((x) => x.id)).toContain(r.id);
    expect((await api.info(a.adminToken, north)).body.data.robots.map((x) => x.id)).not.toContain(r.id);
  });

  it('answers zeros and no area for a robot with nothing to archive; a child user moves within its subtree', async () => {
    const r = await robot(north);
    const res = await api.switch(childToken, r.id, south);
    expect(res.body).toMatchObject({ code: 0, data: { archivedMaps: 0, tasksOff: 0, reservationsCancelled: 0, leftArea: null } });
  });

  it("does not name an area outside the caller's subtree, though the robot leaves it", async () => {
    const r = await robot(north);
    expect((await areaApi(t).save(a.adminToken, { name: 'Business Hall', kind: 2, robotIds: [r.id] })).body.code).toBe(0);
    const res = await api.switch(childToken, r.id, south);
    expect(res.body).toMatchObject({ code: 0, data: { leftArea: null } });
    expect(await t.database.db.select().from(areaRobots).where(eq(areaRobots.robotId, r.id))).toEqual([]);
  });

  /** Calls the switch expecting a refusal, and checks that robots, maps, tasks, reservations, areas and the log are as they were. */
  const refused = async (token: string, robotId: number, orgId: number, lang = 'en') => {
    const before = await switchRows(t);
    const res = await call<unknown>(t.app, 'POST', 'robotinfo/robot/switchLandmark', { token, lang, body: { robotId, orgId } });
    expect(await switchRows(t)).toBe(before);
    return res;
  };
  /** A robot at the north point with a map, a scheduled task, a reservation and an area: all must survive a refusal. */
  const furnished = async (orgId = north) => {
    const r = await robot(orgId);
    await placeMap(t, r.id, 'floor-1', { active: true });
    await placeTask(t, r.id, true);
    await placeReservation(t, r.id, { cycle: true });
    expect((await areaApi(t).save(a.adminToken, { name: `Hall ${r.id}`, kind: 2, robotIds: [r.id] })).body.code).toBe(0);
    return r;
  };

  it('refuses a working robot (also paused) with ROBOT_WORKING and a locked one with ROBOT_LOCKED', async () => {
    for (const [state, code] of [
      [{ work: WorkStatus.EXECUTING }, ErrorCode.ROBOT_WORKING],
      [{ work: WorkStatus.PAUSED }, ErrorCode.ROBOT_WORKING],
      [{ device: DeviceState.LOCKED }, ErrorCode.ROBOT_LOCKED],
    ] as const) {
      const r = await furnished();
      await liveState(t, r.id, { online: true, ...state });
      const res = await refused(a.adminToken, r.id, south);
      expect([res.status, res.body.code]).toEqual([409, code]);
    }
    const locked = await furnished();
    await t.database.db.update(robots).set({ locked: true }).where(eq(robots.id, locked.id));
    const res = await refused(a.adminToken, locked.id, south);
    expect([res.status, res.body.code]).toEqual([409, ErrorCode.ROBOT_LOCKED]);
  });

  it('refuses a robot hosted out with ROBOT_HOSTED naming it; its host gets HOSTING_NOT_OWNER', async () => {
    const r = await furnished();
    await host(t, a.adminToken, [r.id], a.siblingId);
    const out = await refused(a.adminToken, r.id, south);
    expect([out.status, out.body.code]).toEqual([409, ErrorCode.ROBOT_HOSTED]);
    expect(out.body.msg).toContain(r.deviceNumber);
    const hostTry = await refused(siblingToken, r.id, annex);
    expect([hostTry.status, hostTry.body.code]).toEqual([400, ErrorCode.HOSTING_NOT_OWNER]);
  });

  it('refuses an organisation that is not a point on orgId, and the point the robot is at with LANDMARK_UNCHANGED', async () => {
    const r = await furnished();
    for (const orgId of [a.childId, a.businessId]) {
      const res = await refused(a.adminToken, r.id, orgId);
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.VALIDATION]);
      expect(fieldsOf(res.body.data)).toEqual([{ path: 'orgId', code: 'validation.landmarkNotPoint' }]);
    }
    const same = await refused(a.adminToken, r.id, north);
    expect([same.status, same.body.code]).toEqual([409, ErrorCode.LANDMARK_UNCHANGED]);
  });

  it('is not found on orgId for a point outside the subtree, and on robotId for a robot out of sight', async () => {
    const r = await furnished();
    for (const [token, orgId] of [
      [a.adminToken, foreign],
      [childToken, annex],
      [a.adminToken, 99_999_999],
    ] as const) {
      const res = await refused(token, r.id, orgId);
      expect([res.status, res.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
      expect(fieldsOf(res.body.data)).toEqual([expect.objectContaining({ path: 'orgId' })]);
    }
    const elsewhere = await robot(annex);
    const deleted = await robot(north);
    await t.database.db.update(robots).set({ deletedAt: new Date() }).where(eq(robots.id, deleted.id));
    for (const [token, robotId] of [
      [b.adminToken, r.id],
      [childToken, elsewhere.id],
      [a.adminToken, deleted.id],
      [a.adminToken, 99_999_999],
    ] as const) {
      const res = await refused(token, robotId, foreign);
      expect([res.status, res.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
      expect(fieldsOf(res.body.data)).toEqual([expect.objectContaining({ path: 'robotId' })]);
    }
  });

  it('needs landMarkDetail:switch (PERMISSION_DENIED, still signed in)', async () => {
    const r = await furnished();
    const viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['landMarkDetail', 'landMarkDetail:view']);
    const res = await refused(viewer, r.id, south);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});
