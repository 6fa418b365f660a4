import type { TListSort, TTaskSortField } from '@fleet/contracts';
import { and, count, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { robotMaps, robots, robotTasks, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { robotVisibleCondition } from '../../lib/robot-scope';

const creator = alias(users, 'task_creator');

const base = (db: Tx) =>
  db
    .select({
      task: robotTasks,
      deviceNumber: robots.deviceNumber,
      robotAlias: robots.alias,
      creator: creator.userName,
      mapName: robotMaps.name,
      mapPaths: robotMaps.paths,
    })
    .from(robotTasks)
    .innerJoin(robots, eq(robots.id, robotTasks.robotId))
    .leftJoin(creator, eq(creator.id, robotTasks.createdBy))
    .leftJoin(robotMaps, and(eq(robotMaps.robotId, robotTasks.robotId), eq(robotMaps.mapId, robotTasks.mapId)));
export type TaskRow = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

export interface TaskFilters {
  robotId?: number;
  robot?: string;
  keyword?: string;
  enabled?: boolean;
  mapId?: string;
}

const conditions = (orgPath: string, f: TaskFilters): SQL | undefined =>
  and(
    isNull(robotTasks.deletedAt),
    robotVisibleCondition(orgPath),
    f.robotId !== undefined ? eq(robotTasks.robotId, f.robotId) : undefined,
    f.robot
      ? sql`(${robots.deviceNumber} ilike ${containsPattern(f.robot)} or ${robots.alias} ilike ${containsPattern(f.robot)})`
      : undefined,
    f.keyword
      ? sql`(${robotTasks.name} ilike ${containsPattern(f.keyword)} or ${robotTasks.details} ilike ${containsPattern(f.keyword)})`
      : undefined,
    f.enabled !== undefined ? eq(robotTasks.enabled, f.enabled) : undefined,
    f.mapId ? eq(robotTasks.mapId, f.mapId) : undefined,
  );

/** A one-off task by its date then time, a periodic one by its kind then time. */
const sortBy: Record<TTaskSortField, AnyColumn | SQL> = {
  robot: robots.deviceNumber,
  name: robotTasks.name,
  periodType: sql`(${robotTasks.periodType}, ${robotTasks.date}, ${robotTasks.execTime})`,
  state: robotTasks.state,
};

export const listTasks = async (
  db: Tx,
  orgPath: string,
  f: TaskFilters,
  page: number,
  pageSize: number,
  sort: TListSort<TTaskSortField> = {},
) => {
  const where = conditions(orgPath, f);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrder(sort, sortBy, robotTasks.id, [desc(robotTasks.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(robotTasks).innerJoin(robots, eq(robots.id, robotTasks.robotId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One task of a robot the caller sees, or undefined (another tenant's task is "not found"). */
export const findVisibleTask = async (db: Tx, id: number, orgPath: string) => {
  const [row] = await base(db).where(and(eq(robotTasks.id, id), isNull(robotTasks.deletedAt), robotVisibleCondition(orgPath)));
  return row;
};

export const insertTask = async (db: Tx, values: typeof robotTasks.$inferInsert) => {
  const [row] = await db.insert(robotTasks).values(values).returning({ id: robotTasks.id });
  return row!.id;
};

export const updateTaskFields = (db: Tx, id: number, fields: Partial<typeof robotTasks.$inferInsert>) =>
  db
    .update(robotTasks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(robotTasks.id, id));

/**
 * Task state 2 (spec §4) for one-off tasks whose day and time passed ten minutes ago with no run
 * started. Applied when tasks are read: the robot keeps the schedule, so the server learns of a
 * missed time only by the absence of a run. Times are read in the database's time zone.
 */
export const expireMissedTasks = (db: Tx, robotId?: number) =>
  db.execute(sql`update robot_tasks t set state = 2, updated_at = now()
    where t.period_type = 0 and t.state = 0 and t.deleted_at is null and t.date is not null
      ${robotId !== undefined ? sql`and t.robot_id = ${robotId}` : sql``}
      and (t.date + t.exec_time::time) < (now() - interval '10 minutes')::timestamp
      and not exists (select 1 from robot_runs r where r.robot_id = t.robot_id and r.task_id = t.id and r.state in ('running', 'done'))`);

/** A robot moving to another landmark: its tasks with the schedule switch on are switched off (their maps are the old site's). Answers how many. */
export const switchOffRobotTasks = async (db: Tx, robotId: number, at: Date) =>
  (
    await db
      .update(robotTasks)
      .set({ enabled: false, updatedAt: at })
      .where(and(eq(robotTasks.robotId, robotId), eq(robotTasks.enabled, true), isNull(robotTasks.deletedAt)))
      .returning({ id: robotTasks.id })
  ).length;
