import { fleetState, type TAreaRobot } from '@fleet/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

interface LiveRobotRow {
  id: number;
  deviceNumber: string;
  alias: string;
  robotType: number;
  orgId: number;
  locked: boolean;
  online: boolean;
  lastSeenMs: number | null;
  updatedMs: number | null;
  battery: number | null;
  workStatus: number | null;
  deviceState: number | null;
  chargeStatus: number | null;
}

/**
 * Robots with the live state contracts' fleetState and attentionReasons read: the console's lock from
 * robots, the rest as the gateway last flushed it to robot_state (a robot that never reported is offline).
 * `where` is on `robots` (robot-scope.ts's visibility, narrowed as the caller needs), so the home page,
 * the large screen and the areas classify the same columns the same way. Plain rows, the instants as
 * whole epoch milliseconds: at 10,000 robots the query builder's mapping of each row and timestamp text
 * cost twice the node time of the query itself (bench:fleet, home).
 */
export const findLiveRobots = async (db: Tx, where: SQL) => {
  const ms = (c: string) => sql.raw(`floor(extract(epoch from s.${c}) * 1000)::float8`);
  const result = await db.execute(sql`
    select robots.id, robots.device_number as "deviceNumber", robots.alias, robots.robot_type as "robotType",
      robots.org_id as "orgId", robots.locked,
      coalesce(s.online, false) as online, ${ms('last_seen_at')} as "lastSeenMs", ${ms('updated_at')} as "updatedMs", s.battery,
      s.work_status as "workStatus", s.device_state as "deviceState", s.charge_status as "chargeStatus"
    from robots left join robot_state s on s.robot_id = robots.id
    where ${where}`);
  // Written out field by field: object rest and spread over 10,000 rows cost more than the query.
  return (result.rows as unknown as LiveRobotRow[]).map((r) => ({
    id: r.id,
    deviceNumber: r.deviceNumber,
    alias: r.alias,
    robotType: r.robotType,
    orgId: r.orgId,
    locked: r.locked,
    online: r.online,
    lastSeenAt: r.lastSeenMs === null ? null : new Date(r.lastSeenMs),
    updatedAt: r.updatedMs === null ? null : new Date(r.updatedMs),
    battery: r.battery,
    workStatus: r.workStatus,
    deviceState: r.deviceState,
    chargeStatus: r.chargeStatus,
  }));
};
export type LiveRobot = Awaited<ReturnType<typeof findLiveRobots>>[number];

/** A robot as a site's robot list shows it (an area's, a landmark's): its fleet state, battery and last report. */
export const toAreaRobot = (r: LiveRobot): TAreaRobot => ({
  id: r.id,
  deviceNumber: r.deviceNumber,
  alias: r.alias,
  robotType: r.robotType,
  state: fleetState(r),
  battery: r.battery,
  updatedAt: r.updatedAt?.toISOString() ?? null,
});
