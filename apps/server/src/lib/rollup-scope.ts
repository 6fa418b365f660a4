import { sql } from 'drizzle-orm';
import { prefixPattern } from './sql-like';

/**
 * The robots a caller sees in the daily rollups and the first day of each they may read (robot-scope.ts's
 * rule, read per day), for every reader of the daily rollups (statistics, visualization, home, large
 * screen, through lib/rollup-ranges.ts). An owner (robot of an organisation in the subtree) reads every
 * day. A host (the robot's current hosting is to an organisation of the subtree and now() is inside its
 * window) reads only **whole days inside the window**:
 * from the first day that starts at or after the hosting's start, so nothing the robot did for its owner
 * before the hosting shows; the window's end is after now(), so every day read so far lies inside it. A
 * hosted robot is counted under the organisation it is hosted to (the one the host knows), not its owner.
 *
 * Columns: robot_id, device_number, alias, robot_type, org_id, org_name, org_path, from_day (null: every day).
 */
export const rollupVisibleRobots = (orgPath: string) => {
  const scope = prefixPattern(orgPath);
  return sql`
    select r.id as robot_id, r.device_number, r.alias, r.robot_type, o.id as org_id, o.name as org_name, o.path as org_path,
      null::date as from_day
    from robots r join organizations o on o.id = r.org_id
    where r.deleted_at is null and o.path like ${scope}
    union all
    select r.id, r.device_number, r.alias, r.robot_type, ho.id, ho.name, ho.path,
      ((h.start_at - interval '1 microsecond') at time zone current_setting('TimeZone'))::date + 1
    from robots r
      join organizations o on o.id = r.org_id
      join robot_hostings h on h.robot_id = r.id and h.ended_at is null and h.start_at <= now() and (h.end_at is null or h.end_at > now())
      join organizations ho on ho.id = h.org_id
    where r.deleted_at is null and ho.path like ${scope} and o.path not like ${scope}`;
};
