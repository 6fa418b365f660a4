import { sql, type SQL } from 'drizzle-orm';
import { prefixPattern } from './sql-like';

/**
 * Range reads over the daily rollups without reading each robot's every day (migration 0020): a
 * robot's sums over a range come from its running totals (robot_daily_cum, two rows), and the sums
 * per day, site and type from robot_daily_group (a few rows per day). Both take the robots and their
 * first readable day from lib/rollup-scope.ts (`v`, rollupVisibleRobots), so the answers are those of
 * summing robot_daily's rows of the robots of `v` from their first readable days, which they replace.
 */

const FIGURES = ['runs', 'area_m2', 'run_seconds', 'energy_kwh', 'water_l', 'distance_km', 'faults'] as const;

/** The last running-totals row of robot `v` on or before `day` (none: the robot had nothing yet). */
const totalsUpTo = (day: SQL, strict: boolean) =>
  sql`(select * from robot_daily_cum c where c.robot_id = v.robot_id and c.day ${sql.raw(strict ? '<' : '<=')} ${day}
    order by c.day desc limit 1)`;

/**
 * Per robot of `v` (a CTE of rollupVisibleRobots' rows) its sums over days `start`–`end` from its
 * first readable day on: the totals at the end minus the totals before the start (when the first
 * readable day is after the end, both are the same row: zeros). Columns: `v`'s and the figures of
 * robot_daily's sums (runs and faults int, the measured ones numeric), zeros for a robot without days.
 */
export const robotRangeSums = (start: SQL, end: SQL) => sql`
  select v.*, ${sql.raw(
    FIGURES.map((c) => {
      const d = `coalesce(e.${c}, 0) - coalesce(b.${c}, 0)`;
      return `${c === 'runs' || c === 'faults' ? `(${d})::int` : d} as ${c}`;
    }).join(', '),
  )}
  from v
    left join lateral ${totalsUpTo(end, false)} e on true
    left join lateral ${totalsUpTo(sql`least(greatest(${start}, v.from_day), ${end} + 1)`, true)} b on true`;

/** How the robot groups narrow as `v` is narrowed: an organisation's subtree (its id), a robot type. */
export interface GroupFilter {
  orgId?: number | undefined;
  robotType?: number | undefined;
}

/**
 * robot_daily's sums per day, organisation and robot type of the robots of `v` over `start`–`end`:
 * the robots their owners see from robot_daily_group (`v`'s first branch: owner organisation in the
 * subtree of `orgPath`, every day), the hosted ones (`from_day` set) from their own days inside the
 * window, under the host's organisation; a group counts on the days one of its robots has a row (as
 * robot_daily's rows did: a robot that only reported has a day of zeros). `perRobot`: `v` is narrowed to one robot, which no group
 * row can be: every robot's own days. Columns day, org_id, robot_type and the figures (numeric).
 */
export const visibleDaySums = (orgPath: string, start: SQL, end: SQL, filter: GroupFilter & { perRobot?: boolean }) => {
  const figures = (t: string) => sql.raw(FIGURES.map((c) => `${t}.${c}::numeric as ${c}`).join(', '));
  const own = sql`select d.day, v.org_id, v.robot_type, ${figures('d')}
    from robot_daily d join v on v.robot_id = d.robot_id
    where d.day between ${start} and ${end} and ${filter.perRobot ? sql`(v.from_day is null or d.day >= v.from_day)` : sql`v.from_day is not null and d.day >= v.from_day`}`;
  if (filter.perRobot) return own;
  const parts: SQL[] = [sql`g.day between ${start} and ${end}`, sql`g.robot_days > 0`, sql`o.path like ${prefixPattern(orgPath)}`];
  // Paths hold digits and slashes only (/1/4/9/), so the prefix needs no LIKE escaping.
  if (filter.orgId !== undefined) parts.push(sql`o.path like (select path || '%' from organizations where id = ${filter.orgId})`);
  if (filter.robotType !== undefined) parts.push(sql`g.robot_type = ${filter.robotType}`);
  return sql`select g.day, g.org_id, g.robot_type, ${figures('g')}
    from robot_daily_group g join organizations o on o.id = g.org_id where ${sql.join(parts, sql` and `)}
    union all ${own}`;
};
