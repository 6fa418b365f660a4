import { CleanMode, ExecMode, LANDMARK_ORG_LEVEL, PeriodType, type TLandmarkSite, type TLandmarkSwitchResult } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { organizations, orgLandmarks, robotMaps, robotReservations, robotTasks } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { uniq } from './tenancy-fixtures';

/** Every operation of the landMarkDetail screen these routes guard. */
export const LANDMARK_CODES = ['landMarkDetail', 'landMarkDetail:view', 'landMarkDetail:switch'];

/** The landmark routes as a client calls them (modules/landmark tests and the tenancy matrix). */
export const landmarkApi = (t: TestApp) => ({
  list: (token: string, body: Record<string, unknown> = {}) =>
    call<{ list: TLandmarkSite[]; total: number; page: number; pageSize: number }>(t.app, 'POST', 'user-service/user/landmark/list', {
      token,
      body: { pageSize: 100, ...body },
    }),
  info: (token: string, id: number) => call<TLandmarkSite>(t.app, 'GET', `user-service/user/landmark/info/${id}`, { token }),
  switch: (token: string, robotId: number, orgId: number) =>
    call<TLandmarkSwitchResult>(t.app, 'POST', 'robotinfo/robot/switchLandmark', { token, body: { robotId, orgId } }),
});

/**
 * A point-level organisation under `parentId`, placed directly (the organisation module tests its own
 * routes), with a landmark file when `file` is set.
 */
export const placeLandmark = async (
  t: TestApp,
  parentId: number,
  o: { name?: string; code?: string; file?: string; longitude?: number; latitude?: number } = {},
) => {
  const db = t.database.db;
  const [parent] = await db.select().from(organizations).where(eq(organizations.id, parentId));
  const [row] = await db
    .insert(organizations)
    .values({
      name: o.name ?? uniq('Point'),
      level: LANDMARK_ORG_LEVEL,
      parentId,
      code: o.code ?? uniq('LM'),
      businessCode: parent!.businessCode,
      longitude: o.longitude ?? null,
      latitude: o.latitude ?? null,
    })
    .returning({ id: organizations.id });
  await db
    .update(organizations)
    .set({ path: `${parent!.path}${row!.id}/` })
    .where(eq(organizations.id, row!.id));
  if (o.file)
    await db.insert(orgLandmarks).values({ orgId: row!.id, fileName: o.file, size: 42, sha256: 'a'.repeat(64), storedName: uniq('s') });
  return row!.id;
};

/** A map the robot reported, straight into robot_maps (the map module has its own tests). */
export const placeMap = (t: TestApp, robotId: number, mapId: string, o: { active?: boolean; archivedAt?: Date } = {}) =>
  t.database.db.insert(robotMaps).values({
    robotId,
    mapId,
    name: `Floor ${mapId}`,
    version: 'v1',
    width: 10,
    height: 10,
    resolution: 0.1,
    originX: 0,
    originY: 0,
    dock: { x: 1, y: 1, angle: 0 },
    active: o.active ?? false,
    archivedAt: o.archivedAt ?? null,
  });

export const placeTask = async (t: TestApp, robotId: number, enabled: boolean) => {
  const [row] = await t.database.db
    .insert(robotTasks)
    .values({
      robotId,
      name: uniq('Task'),
      periodType: PeriodType.ONCE_A_DAY,
      execTime: '08:00',
      enabled,
      mapId: 'm1',
      cleanMode: CleanMode.COVER,
    })
    .returning({ id: robotTasks.id });
  return row!.id;
};

export const placeReservation = async (t: TestApp, robotId: number, o: { cycle: boolean; enabled?: boolean; ranAt?: Date }) => {
  const [row] = await t.database.db
    .insert(robotReservations)
    .values({
      robotId,
      name: uniq('Res'),
      execMode: o.cycle ? ExecMode.CYCLE : ExecMode.ONCE,
      date: o.cycle ? null : '2099-01-01',
      execTimes: ['09:00'],
      mapId: 'm1',
      landmarkId: 'lm-1',
      taskMinutes: 30,
      enabled: o.enabled ?? true,
      lastRunAt: o.ranAt ?? null,
      lastResult: o.ranAt ? 0 : null,
    })
    .returning({ id: robotReservations.id });
  return row!.id;
};

/** The rows a switch changes (robots, maps, tasks, reservations, area places, its log), for "nothing changed". */
export const switchRows = async (t: TestApp) =>
  (
    await t.database.db.execute<{ h: string }>(sql`select md5(
      coalesce((select string_agg(r.id || ':' || r.org_id || ':' || r.locked, '|' order by r.id) from robots r), '') ||
      coalesce((select string_agg(m::text, '|' order by m.id) from robot_maps m), '') ||
      coalesce((select string_agg(k::text, '|' order by k.id) from robot_tasks k), '') ||
      coalesce((select string_agg(v::text, '|' order by v.id) from robot_reservations v), '') ||
      coalesce((select string_agg(ar::text, '|' order by ar.robot_id) from area_robots ar), '') ||
      (select count(*) from operation_log where action = 'robot.switchLandmark')::text) as h`)
  ).rows[0]!.h;
