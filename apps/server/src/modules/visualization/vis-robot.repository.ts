import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

export interface RunRow {
  id: number;
  name: string;
  mapId: string | null;
  startedAt: string;
  endedAt: string | null;
  state: string;
  areaM2: number;
  seconds: number;
  expired: boolean;
}

/** `expired`: the run ended (or, still going, started) before the oldest samples the retention keeps. */
const RUN_COLUMNS = (retentionDays: number) =>
  sql`id::int as id, name, map_id as "mapId", to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startedAt",
    to_char(ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endedAt", state, area_m2::float8 as "areaM2",
    extract(epoch from coalesce(ended_at, now()) - started_at)::float8 as seconds,
    coalesce(ended_at, started_at) < now() - make_interval(days => ${retentionDays}) as expired`;

export const findRecentRuns = async (db: Tx, robotId: number, limit: number, retentionDays: number) =>
  (
    await db.execute(sql`select ${RUN_COLUMNS(retentionDays)} from robot_runs where robot_id = ${robotId}
      order by started_at desc, id desc limit ${limit}`)
  ).rows as unknown as RunRow[];

export const findRun = async (db: Tx, robotId: number, id: number, retentionDays: number) =>
  (
    (await db.execute(sql`select ${RUN_COLUMNS(retentionDays)} from robot_runs where robot_id = ${robotId} and id = ${id}`))
      .rows as unknown as RunRow[]
  )[0];

export interface PoseRow {
  run: number;
  ts: string;
  mapId: string;
  x: number;
  y: number;
}

/** The most poses one run's replay reads: 10 s samples, so 14 hours. */
export const RUN_POSES_MAX = 5000;

/**
 * The pose samples of the given runs (between each run's start and its end, or now while it goes on),
 * in time order, with the run each belongs to; only samples that carry a position on a map.
 */
export const findRunPoses = async (db: Tx, robotId: number, runIds: number[], mapId?: string) => {
  if (runIds.length === 0) return [];
  const ids = sql.join(
    runIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.id::int as run, to_char(t.ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts, t.map_id as "mapId", t.x, t.y
    from robot_runs r
      join robot_telemetry t on t.robot_id = r.robot_id and t.ts >= r.started_at and t.ts <= coalesce(r.ended_at, now())
    where r.robot_id = ${robotId} and r.id in (${ids}) and t.x is not null and t.y is not null and t.map_id is not null
      ${mapId ? sql`and t.map_id = ${mapId}` : sql``}
    order by r.id, t.ts
    limit ${RUN_POSES_MAX * runIds.length}`);
  return result.rows as unknown as PoseRow[];
};
