import { SoftwareType, type TRobotType, type TSoftwareType } from '@fleet/contracts';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organizations, robotConfig, robots, robotState, versions } from '../../db/schema';
import { robotVisibleCondition } from '../../lib/robot-scope';
import { containsPattern, prefixPattern } from '../../lib/sql-like';
import { versionTextSql } from './version.repository';

const UNITS = Object.values(SoftwareType);

/**
 * Each (unit, version text) the robots the caller sees report in `up/config`, with how many do, and
 * the definition of that number when the caller sees one (numbers are unique per unit platform-wide);
 * and each version the caller sees defined that no robot reports yet (0 robots), for the robot types
 * it targets: the screen lists every version, installed or not.
 */
export const installedVersionGroups = async (db: Tx, orgPath: string, f: { softwareType?: TSoftwareType; robotType?: TRobotType }) => {
  const units = f.softwareType ? [f.softwareType] : UNITS;
  const rows = await db.execute<{
    software_type: TSoftwareType;
    text: string;
    robots: number;
    version_id: number | null;
    released: number;
  }>(sql`
    with reported as (
      select v.key as software_type, v.value as text, count(*)::int as robots
      from ${robots}
      join ${robotConfig} on ${robotConfig.robotId} = ${robots.id}
      cross join lateral jsonb_each_text(${robotConfig.versions}) v
      where ${robotVisibleCondition(orgPath)}
        and v.key in (${sql.join(
          units.map((u) => sql`${u}`),
          sql`, `,
        )})
        ${f.robotType !== undefined ? sql`and ${robots.robotType} = ${f.robotType}` : sql``}
      group by v.key, v.value),
    defined as (
      select ${versions.id} as id, ${versions.softwareType} as software_type, ${versionTextSql} as text, ${versions.robotTypes} as robot_types
      from ${versions} join organizations o on o.id = ${versions.orgId}
      where o.path like ${prefixPattern(orgPath)}
        and ${versions.softwareType} in (${sql.join(
          units.map((u) => sql`${u}`),
          sql`, `,
        )}))
    select coalesce(r.software_type, d.software_type) as software_type, coalesce(r.text, d.text) as text,
      coalesce(r.robots, 0) as robots, d.id as version_id,
      coalesce((select count(*)::int from version_packages p where p.version_id = d.id and p.state = 'released'), 0) as released
    from reported r
    full join defined d on d.software_type = r.software_type and d.text = r.text
    where r.text is not null ${f.robotType !== undefined ? sql`or ${f.robotType} = any(d.robot_types)` : sql`or true`}`);
  return rows.rows;
};

/** The robots the caller sees that report `text` for `unit` (optionally matching `keyword`), by device number. */
export const listInstalledRobots = async (
  db: Tx,
  orgPath: string,
  f: { unit: TSoftwareType; text: string; keyword?: string },
  page: number,
  pageSize: number,
) => {
  const where: SQL | undefined = and(
    robotVisibleCondition(orgPath),
    sql`${robotConfig.versions} ->> ${f.unit} = ${f.text}`,
    f.keyword
      ? or(sql`${robots.deviceNumber} ilike ${containsPattern(f.keyword)}`, sql`${robots.alias} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        robotId: robots.id,
        deviceNumber: robots.deviceNumber,
        alias: robots.alias,
        robotType: sql<TRobotType>`${robots.robotType}`,
        orgName: organizations.name,
        online: sql<boolean>`coalesce(${robotState.online}, false)`,
        reportedAt: robotConfig.reportedAt,
      })
      .from(robots)
      .innerJoin(robotConfig, eq(robotConfig.robotId, robots.id))
      .innerJoin(organizations, eq(organizations.id, robots.orgId))
      .leftJoin(robotState, eq(robotState.robotId, robots.id))
      .where(where)
      .orderBy(asc(robots.deviceNumber), asc(robots.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robots).innerJoin(robotConfig, eq(robotConfig.robotId, robots.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
