import type { TListSort, TRunSortField } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { sumMeasured } from '../../lib/sql-measured';
import { and, between, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotReservations, robotRuns, robotTasks } from '../../db/schema';

const duration = sql<number>`extract(epoch from (coalesce(${robotRuns.endedAt}, ${robotRuns.updatedAt}) - ${robotRuns.startedAt})) / 60`;

const inRange = (robotId: number, start: Date, end: Date) => and(eq(robotRuns.robotId, robotId), between(robotRuns.startedAt, start, end));

const sortBy = {
  start: robotRuns.startedAt,
  duration,
  area: robotRuns.areaM2,
  distance: robotRuns.distanceKm,
  water: robotRuns.waterL,
  energy: robotRuns.energyKwh,
};

export const listRuns = async (
  db: Tx,
  robotId: number,
  start: Date,
  end: Date,
  limit: number,
  offset: number,
  sort: TListSort<TRunSortField> = {},
) =>
  db
    .select({ run: robotRuns, durationMin: duration })
    .from(robotRuns)
    .where(inRange(robotId, start, end))
    .orderBy(...listOrder(sort, sortBy, robotRuns.id, [desc(robotRuns.startedAt), desc(robotRuns.id)]))
    .limit(limit)
    .offset(offset);
export type RunRow = Awaited<ReturnType<typeof listRuns>>[number];

export const runTotals = async (db: Tx, robotId: number, start: Date, end: Date) => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      areaM2: sumMeasured(robotRuns.areaM2),
      durationMin: sql<number>`coalesce(sum(${duration}), 0)::float8`,
      distanceKm: sumMeasured(robotRuns.distanceKm),
      waterL: sumMeasured(robotRuns.waterL),
      energyKwh: sumMeasured(robotRuns.energyKwh),
    })
    .from(robotRuns)
    .where(inRange(robotId, start, end));
  return row!;
};

/**
 * Inserts or updates a run by (robot, run id). A finished run is final: a late or repeated "running"
 * report (QoS 1 redelivery, a report queued while offline) never moves it back. Returns the row's id
 * when it changed, else null.
 */
export const upsertRun = async (db: Tx, v: typeof robotRuns.$inferInsert) => {
  const { robotId: _r, runId: _id, ...changes } = v;
  const rows = await db
    .insert(robotRuns)
    .values(v)
    .onConflictDoUpdate({
      target: [robotRuns.robotId, robotRuns.runId],
      set: { ...changes, updatedAt: new Date() },
      setWhere: sql`${robotRuns.state} = 'running'`,
    })
    .returning({ id: robotRuns.id });
  return rows[0]?.id ?? null;
};

/**
 * A robot cleans one run at a time: a report of a run ends every older run of that robot still marked
 * running, as stopped at its last report (a robot that rebooted or was reset mid-run never sends that end).
 * Returns the ids of the runs it ended.
 */
export const closeAbandonedRuns = async (db: Tx, robotId: number, runId: string, startedAt: Date) => {
  const rows = await db
    .update(robotRuns)
    .set({ state: 'stopped', endedAt: sql`${robotRuns.updatedAt}` })
    .where(
      and(eq(robotRuns.robotId, robotId), eq(robotRuns.state, 'running'), ne(robotRuns.runId, runId), lt(robotRuns.startedAt, startedAt)),
    )
    .returning({ id: robotRuns.id });
  return rows.map((r) => r.id);
};

/** The id of a task or reservation of this robot named by a run, when it is one (the robot may report a deleted one). */
export const ownTaskId = async (db: Tx, robotId: number, raw: string | null) => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const [row] = await db
    .select({ id: robotTasks.id, periodType: robotTasks.periodType })
    .from(robotTasks)
    .where(and(eq(robotTasks.id, Number(raw)), eq(robotTasks.robotId, robotId)));
  return row ?? null;
};

export const ownReservationId = async (db: Tx, robotId: number, raw: string | null) => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const [row] = await db
    .select({ id: robotReservations.id })
    .from(robotReservations)
    .where(and(eq(robotReservations.id, Number(raw)), eq(robotReservations.robotId, robotId)));
  return row?.id ?? null;
};

/** The newest run's result wins: an older run's report arriving late does not overwrite it. */
export const setReservationResult = async (db: Tx, id: number, result: number, at: Date) => {
  const rows = await db
    .update(robotReservations)
    .set({ lastResult: result, lastRunAt: at })
    .where(and(eq(robotReservations.id, id), sql`(${robotReservations.lastRunAt} is null or ${robotReservations.lastRunAt} <= ${at})`))
    .returning({ id: robotReservations.id });
  return rows.length > 0;
};

export const setTaskState = async (db: Tx, id: number, state: number) => {
  const rows = await db
    .update(robotTasks)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(robotTasks.id, id), sql`${robotTasks.state} <> ${state}`))
    .returning({ id: robotTasks.id });
  return rows.length > 0;
};
