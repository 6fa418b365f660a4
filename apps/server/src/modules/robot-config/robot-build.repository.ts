import { CONSUMABLE_WARN_PERCENT, type TConsumable } from '@fleet/contracts';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { componentModels, components, organizations, robotConfig, robots } from '../../db/schema';
import { robotVisibleCondition } from '../../lib/robot-scope';
import { containsPattern } from '../../lib/sql-like';

export interface RobotBuildFilters {
  keyword?: string;
  robotType?: number;
  warning?: boolean;
}

/**
 * A consumable of the robot's last report below the warning share of its life: the same arithmetic as
 * contracts' `consumableLife` (remaining = lifespan − used, never below 0), asked of the stored report.
 */
const hasWarning = sql`exists (select 1 from jsonb_array_elements(${robotConfig.consumables}) c
  where greatest(0, (c->>'lifespanHours')::float8 - (c->>'usedHours')::float8) * 100 < ${CONSUMABLE_WARN_PERCENT} * (c->>'lifespanHours')::float8)`;

const where = (scopePath: string, f: RobotBuildFilters) =>
  and(
    robotVisibleCondition(scopePath),
    f.robotType !== undefined ? eq(robots.robotType, f.robotType) : undefined,
    f.warning ? hasWarning : undefined,
    f.keyword
      ? or(sql`${robots.deviceNumber} ilike ${containsPattern(f.keyword)}`, sql`${robots.alias} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );

/** The robot's latest shipment (any record naming it): its product and hardware version are the robot's. */
const latest = (column: string) =>
  sql.raw(`(select ${column} from out_record_robots orr join out_records o on o.id = orr.record_id
    left join products p on p.id = o.product_id where orr.robot_id = "robots"."id" order by o.shipped_at desc, o.id desc limit 1)`);

const columns = {
  id: robots.id,
  deviceNumber: robots.deviceNumber,
  alias: robots.alias,
  robotType: robots.robotType,
  orgName: organizations.name,
  consumables: sql<TConsumable[] | null>`${robotConfig.consumables}`,
  consumablesAt: robotConfig.reportedAt,
  productId: sql<number | null>`${latest('p.id')}`,
  productName: sql<string | null>`${latest('p.name')}`,
  productModel: sql<string | null>`${latest('p.model')}`,
  hardwareVersion: sql<string | null>`${latest("nullif(o.hardware_version, '')")}`,
  shippedAt: sql<string | null>`${latest('o.shipped_at')}`,
};

const base = (db: Tx) =>
  db
    .select(columns)
    .from(robots)
    .innerJoin(organizations, eq(organizations.id, robots.orgId))
    .leftJoin(robotConfig, eq(robotConfig.robotId, robots.id));
export type RobotBuildRow = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

export const pageRobotBuilds = async (db: Tx, scopePath: string, f: RobotBuildFilters, page: number, pageSize: number) => {
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where(scopePath, f))
      .orderBy(asc(robots.deviceNumber))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robots).leftJoin(robotConfig, eq(robotConfig.robotId, robots.id)).where(where(scopePath, f)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findRobotBuild = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await base(db).where(and(eq(robots.id, id), robotVisibleCondition(scopePath)));
  return row;
};

/** The components installed in the given robots (in use), by kind then serial number. */
export const installedIn = (db: Tx, robotIds: number[]) =>
  robotIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          robotId: sql<number>`${components.robotId}`,
          id: components.id,
          serialNo: components.serialNo,
          model: componentModels.model,
          kind: componentModels.kind,
          consumable: componentModels.consumable,
          lifespanHours: componentModels.lifespanHours,
          installedAt: components.installedAt,
          expiresAt: components.expiresAt,
        })
        .from(components)
        .innerJoin(componentModels, eq(componentModels.id, components.componentModelId))
        .where(inArray(components.robotId, robotIds))
        .orderBy(componentModels.kind, components.serialNo);
