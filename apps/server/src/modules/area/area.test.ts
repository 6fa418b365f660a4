import { AREA_NUMBER, ErrorCode, type TArea } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRobots } from '../../db/schema';
import { AREA_CODES, areaApi, areaRows, bodyOf, lastLog } from '../../../test/area-fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let api: ReturnType<typeof areaApi>;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** A user of A's child organisation with every area operation, and one of A that only views. */
let childToken: string;
let viewer: string;
const robot = (orgId: number) => createTestRobot(t.database.db, { orgId });

beforeAll(async () => {
  t = await createTestApp();
  api = areaApi(t);
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'AR');
  b = await buildBusiness(t.app, platform, 'BR');
  childToken = await userInOrg(t.app, a.adminToken, a.childId, AREA_CODES);
  viewer = await userInOrg(t.app, a.adminToken, a.businessId, ['areaDetail', 'areaDetail:view']);
}, 120_000);
afterAll(() => t.close());

const fieldsOf = (data: unknown) => (data as { fields: { path: string; code: string; vars?: Record<string, unknown> }[] }).fields;
const created = async (token: string, extra: Record<string, unknown> = {}) => {
  const r = await api.building(token, extra);
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
};

describe('POST user-service/user/area/save', () => {
  it("creates an area in the caller's organisation with its robots, numbered from the sequence, logged", async () => {
    const [x, y] = [await robot(a.businessId), await robot(a.childId)];
    const body = { name: 'Harbour Tower', kind: 1, floors: 12, liftControl: true, address: ' Pier 3 ', workArea: 5200.5, frequency: 2 };
    const r = await api.save(a.adminToken, { ...body, zones: 3, longitude: 121.5, latitude: 31.2, robotIds: [y.id, x.id] });
    expect([r.status, r.body.code]).toEqual([200, 0]);
    const area = r.body.data;
    expect(area.number).toMatch(AREA_NUMBER);
    expect(area).toMatchObject({ ...body, address: 'Pier 3', zones: 3, enabled: true, orgId: a.businessId, orgName: 'Business AR' });
    expect(area).toMatchObject({ createdBy: 'Admin AR', updatedBy: 'Admin AR', cleanedTodayM2: 0, coverageToday: 0, status: 'offline' });
    expect(area.robots.map((rb) => rb.id)).toEqual([x, y].sort((p, q) => (p.deviceNumber < q.deviceNumber ? -1 : 1)).map((rb) => rb.id));
    expect((await api.info(viewer, area.id)).body.data).toEqual(area);
    expect(await lastLog(t, 'area.create')).toMatchObject({
      target: `area:${area.id} ${area.number}`,
      result: 'success',
      detail: { name: 'Harbour Tower', orgId: a.businessId, robotsAdded: [y.deviceNumber, x.deviceNumber] },
    });
    const next = await created(a.adminToken, { zones: undefined });
    expect(Number(next.number.slice(2))).toBeGreaterThan(Number(area.number.slice(2)));
    expect(next).toMatchObject({ zones: 1, liftControl: false, address: null, workArea: null, robots: [], status: 'noRobots' });
    expect(next.coverageToday).toBeNull();
  });

  it('takes an organisation of the subtree; another business is not found on orgId and nothing is made', async () => {
    expect((await created(a.adminToken, { orgId: a.grandchildId })).orgId).toBe(a.grandchildId);
    expect((await created(childToken)).orgId).toBe(a.childId);
    const before = await areaRows(t);
    for (const [token, orgId] of [
      [a.adminToken, b.businessId],
      [childToken, a.siblingId],
    ] as const) {
      const r = await api.building(token, { orgId });
      expect([r.status, r.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
      expect(fieldsOf(r.body.data)).toEqual([expect.objectContaining({ path: 'orgId' })]);
    }
    expect(await areaRows(t)).toEqual(before);
  });

  it('refuses a name its organisation already has, letter case aside, on name; also when two saves race', async () => {
    await created(a.adminToken, { name: 'North Hall' });
    const before = await areaRows(t);
    const r = await api.save(a.adminToken, { name: 'north hall', kind: 2 });
    expect([r.status, r.body.code]).toEqual([409, ErrorCode.AREA_NAME_TAKEN]);
    expect(fieldsOf(r.body.data)).toEqual([expect.objectContaining({ path: 'name', code: 'errors.AREA_NAME_TAKEN' })]);
    expect(await areaRows(t)).toEqual(before);
    expect((await api.save(a.adminToken, { name: 'North Hall', kind: 2, orgId: a.childId })).body.code).toBe(0);
    const race = await Promise.all([1, 2].map(() => api.save(a.adminToken, { name: 'Race Hall', kind: 2 })));
    expect(race.map((x) => x.body.code).sort()).toEqual([0, ErrorCode.AREA_NAME_TAKEN]);
  });

  it('refuses a robot the caller does not see on robotIds (another business, unknown, deleted, a sibling for a child user)', async () => {
    const deleted = await robot(a.businessId);
    expect((await call(t.app, 'DELETE', `robotinfo/robot/delete/${deleted.id}`, { token: a.adminToken })).body.code).toBe(0);
    const own = await robot(a.businessId);
    const sibling = await robot(a.siblingId);
    const before = await areaRows(t);
    const tries: [string, number[]][] = [
      [a.adminToken, [own.id, (await robot(b.businessId)).id]],
      [a.adminToken, [own.id, 99_999_999]],
      [a.adminToken, [own.id, deleted.id]],
      [childToken, [sibling.id]],
    ];
    for (const [token, robotIds] of tries) {
      const r = await api.building(token, { robotIds });
      expect([r.status, r.body.code]).toEqual([400, ErrorCode.VALIDATION]);
      expect(fieldsOf(r.body.data)).toEqual([expect.objectContaining({ path: 'robotIds', code: 'validation.areaRobotUnknown' })]);
    }
    expect(await areaRows(t)).toEqual(before);
  });

  it("refuses a robot of another area: named in the caller's subtree, only said to be taken outside it; one wins a race", async () => {
    const r1 = await robot(a.childId);
    const first = await created(a.adminToken, { name: 'Depot', robotIds: [r1.id] });
    const before = await areaRows(t);
    const named = await call(t.app, 'POST', 'user-service/user/area/save', {
      token: a.adminToken,
      lang: 'en',
      body: { name: 'Annex', kind: 2, robotIds: [r1.id] },
    });
    expect([named.status, named.body.code]).toEqual([409, ErrorCode.AREA_ROBOT_TAKEN]);
    expect(fieldsOf(named.body.data)).toEqual([
      { path: 'robotIds', code: 'errors.AREA_ROBOT_TAKEN', vars: { deviceNumber: r1.deviceNumber, area: 'Depot' } },
    ]);
    expect(named.body.msg).toContain(`Robot ${r1.deviceNumber} already cleans the area Depot`);
    // The child's user sees its robot, not the area of the business above it.
    const hidden = await api.save(childToken, { name: 'Annex', kind: 2, robotIds: [r1.id] });
    expect([hidden.status, hidden.body.code]).toEqual([409, ErrorCode.AREA_ROBOT_TAKEN_ELSEWHERE]);
    expect(fieldsOf(hidden.body.data)).toEqual([
      { path: 'robotIds', code: 'errors.AREA_ROBOT_TAKEN_ELSEWHERE', vars: { deviceNumber: r1.deviceNumber } },
    ]);
    expect(await areaRows(t)).toEqual(before);
    expect((await api.info(a.adminToken, first.id)).body.data.robots.map((x) => x.id)).toEqual([r1.id]);
    const free = await robot(a.businessId);
    const race = await Promise.all([1, 2].map(() => api.building(a.adminToken, { robotIds: [free.id] })));
    expect(race.map((x) => x.body.code).sort()).toEqual([0, ErrorCode.AREA_ROBOT_TAKEN]);
  });

  it('answers the shape rules on their fields and a viewer may not create', async () => {
    const park = await api.save(a.adminToken, { name: 'Lawn', kind: 2, floors: 3 });
    expect(park.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(park.body.data)).toEqual([expect.objectContaining({ path: 'floors', code: 'validation.areaParkFloors' })]);
    const denied = await api.building(viewer);
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('PUT user-service/user/area/update', () => {
  let area: TArea;
  let kept: TestRobot;
  let dropped: TestRobot;
  beforeAll(async () => {
    [kept, dropped] = [await robot(a.businessId), await robot(a.businessId)];
    area = await created(a.adminToken, { name: 'Old name', robotIds: [kept.id, dropped.id] });
  });

  it('changes the fields and the robots (adds and removes), logged with the robots moved', async () => {
    const added = await robot(a.siblingId);
    const body = { ...bodyOf(area), name: 'New name', kind: 2, floors: null, enabled: false, workArea: 800, robotIds: [kept.id, added.id] };
    const r = await api.update(a.adminToken, body);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(r.body.data).toMatchObject({ id: area.id, number: area.number, name: 'New name', kind: 2, floors: null, status: 'disabled' });
    expect(r.body.data.robots.map((x) => x.id).sort()).toEqual([kept.id, added.id].sort());
    expect(await lastLog(t, 'area.update')).toMatchObject({
      target: `area:${area.id} ${area.number}`,
      detail: { name: 'New name', robotsAdded: [added.deviceNumber], robotsRemoved: [dropped.deviceNumber] },
    });
    // Freed, the dropped robot may join another area.
    expect((await api.building(a.adminToken, { robotIds: [dropped.id] })).body.code).toBe(0);
    area = r.body.data;
  });

  it('moves an area within the subtree and keeps a name its own in another letter case', async () => {
    const r = await api.update(a.adminToken, { ...bodyOf(area), name: area.name.toUpperCase(), orgId: a.siblingId });
    expect(r.body.data).toMatchObject({ orgId: a.siblingId, name: area.name.toUpperCase() });
    area = r.body.data;
  });

  it("refuses another area's name, an id or organisation outside the subtree, and a viewer; nothing changes", async () => {
    const other = await created(a.adminToken, { orgId: a.siblingId });
    const before = await areaRows(t);
    const taken = await api.update(a.adminToken, { ...bodyOf(area), name: other.name });
    expect([taken.status, taken.body.code]).toEqual([409, ErrorCode.AREA_NAME_TAKEN]);
    const elsewhere = await api.update(a.adminToken, { ...bodyOf(area), orgId: b.businessId });
    expect([elsewhere.body.code, fieldsOf(elsewhere.body.data)[0]?.path]).toEqual([ErrorCode.NOT_FOUND, 'orgId']);
    for (const token of [b.adminToken, childToken]) {
      const r = await api.update(token, { ...bodyOf(area), robotIds: [] });
      expect([r.status, r.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    }
    expect((await api.update(viewer, bodyOf(area))).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect(await areaRows(t)).toEqual(before);
  });
});

describe('DELETE user-service/user/area/delete/:id', () => {
  it('deletes the area and frees its robots, logged; elsewhere and twice it is not found', async () => {
    const r1 = await robot(a.businessId);
    const area = await created(a.adminToken, { robotIds: [r1.id] });
    const before = await areaRows(t);
    for (const token of [b.adminToken, childToken]) expect((await api.remove(token, area.id)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await api.remove(viewer, area.id)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect(await areaRows(t)).toEqual(before);
    expect((await api.remove(a.adminToken, area.id)).body).toMatchObject({ code: 0, data: null });
    expect(await lastLog(t, 'area.delete')).toMatchObject({ target: `area:${area.id} ${area.number}`, detail: { name: area.name } });
    expect(await t.database.db.select().from(areaRobots).where(eq(areaRobots.robotId, r1.id))).toEqual([]);
    const again = await api.remove(a.adminToken, area.id);
    expect([again.status, again.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect((await api.info(a.adminToken, area.id)).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('deleting a robot takes it out of its area, logged with the robot', async () => {
    const r1 = await robot(a.businessId);
    const area = await created(a.adminToken, { robotIds: [r1.id] });
    expect((await call(t.app, 'DELETE', `robotinfo/robot/delete/${r1.id}`, { token: a.adminToken })).body.code).toBe(0);
    expect((await lastLog(t, 'robot.delete'))?.detail).toEqual({ area: area.number });
    expect((await api.info(a.adminToken, area.id)).body.data.robots).toEqual([]);
    expect(await t.database.db.select().from(areaRobots).where(eq(areaRobots.areaId, area.id))).toEqual([]);
  });
});
