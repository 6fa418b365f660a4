import { ChargeStatus, DeviceState, WorkStatus, type TArea, type TAreaRobotOption } from '@fleet/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { operationLog } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { must } from './tenancy-fixtures';

/** Every operation of the areaDetail screen. */
export const AREA_CODES = ['areaDetail', ...['view', 'create', 'edit', 'delete'].map((o) => `areaDetail:${o}`)];

/** The area routes as a client calls them (modules/area tests and the tenancy matrix). */
export const areaApi = (t: TestApp) => {
  let seq = 0;
  const save = (token: string, body: Record<string, unknown>) => call<TArea>(t.app, 'POST', 'user-service/user/area/save', { token, body });
  return {
    save,
    /** A building of two floors, uniquely named, with `extra` on top. */
    building: (token: string, extra: Record<string, unknown> = {}) =>
      save(token, { name: `Tower ${(seq += 1)}`, kind: 1, floors: 2, ...extra }),
    update: (token: string, body: Record<string, unknown>) => call<TArea>(t.app, 'PUT', 'user-service/user/area/update', { token, body }),
    info: (token: string, id: number) => call<TArea>(t.app, 'GET', `user-service/user/area/info/${id}`, { token }),
    remove: (token: string, id: number) => call(t.app, 'DELETE', `user-service/user/area/delete/${id}`, { token }),
    list: (token: string, body: Record<string, unknown> = {}) =>
      call<{ list: TArea[]; total: number }>(t.app, 'POST', 'user-service/user/area/list', { token, body: { pageSize: 100, ...body } }),
    options: (token: string, keyword?: string) =>
      call<TAreaRobotOption[]>(
        t.app,
        'GET',
        `user-service/user/area/robot/options${keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`}`,
        {
          token,
        },
      ),
  };
};

/** The body that keeps an area as it is, for an update changing one thing. */
export const bodyOf = (a: TArea) => ({
  id: a.id,
  orgId: a.orgId,
  name: a.name,
  kind: a.kind,
  address: a.address,
  floors: a.floors,
  zones: a.zones,
  liftControl: a.liftControl,
  enabled: a.enabled,
  workArea: a.workArea,
  frequency: a.frequency,
  longitude: a.longitude,
  latitude: a.latitude,
  robotIds: a.robots.map((r) => r.id),
});

/** Every area and area-robot row, for "nothing changed". */
export const areaRows = async (t: TestApp) =>
  (
    await t.database.db.execute(sql`select coalesce((select string_agg(a::text, '|' order by a.id) from areas a), '') ||
      coalesce((select string_agg(ar::text, '|' order by ar.area_id, ar.robot_id) from area_robots ar), '') as h`)
  ).rows[0];

export const lastLog = async (t: TestApp, action: string) =>
  (await t.database.db.select().from(operationLog).where(eq(operationLog.action, action)).orderBy(desc(operationLog.id)).limit(1))[0];

/** The robot's newest state, as the gateway would flush it. */
export const liveState = (
  t: TestApp,
  robotId: number,
  s: { online: boolean; work?: number; device?: number; charge?: number; battery?: number } = { online: true },
) =>
  t.database.db
    .execute(sql`insert into robot_state (robot_id, online, last_seen_at, updated_at, battery, work_status, device_state, charge_status)
    values (${robotId}, ${s.online}, now(), now(), ${s.battery ?? 80}, ${s.work ?? WorkStatus.IDLE}, ${s.device ?? DeviceState.NORMAL},
      ${s.charge ?? ChargeStatus.NONE})
    on conflict (robot_id) do update set online = excluded.online, work_status = excluded.work_status, device_state = excluded.device_state,
      charge_status = excluded.charge_status, battery = excluded.battery, updated_at = excluded.updated_at`);

/** A day's rollup row of the robot, `back` days ago in the rollups' time zone. */
export const rollup = (t: TestApp, robotId: number, back: number, areaM2: number) =>
  t.database.db.execute(sql`insert into robot_daily (robot_id, day, runs, area_m2)
    values (${robotId}, (now() at time zone current_setting('TimeZone'))::date - ${back}::int, 1, ${areaM2})`);

const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
/** Lends robots to `orgId` from an hour ago for a day (a lease), as the owner's administrator. */
export const host = (t: TestApp, token: string, robotIds: number[], orgId: number) =>
  must(t.app, token, 'POST', 'robotinfo/trusteeship/host', { robotIds, orgId, type: 2, startAt: at(-1), endAt: at(24) });
export const unhost = (t: TestApp, token: string, robotIds: number[]) =>
  must(t.app, token, 'POST', 'robotinfo/trusteeship/unhost', { robotIds });
