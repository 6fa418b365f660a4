import {
  CLEANING_WIDTH_DEFAULT_M,
  CLEANING_WIDTH_M,
  roundTo,
  VIS_RUNS_MAX,
  type TVisCoverage,
  type TVisRun,
  type TVisRunPath,
  type TVisRuns,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/tenancy';
import type { SessionContext } from '../../lib/session';
import { findMapWithGrid } from '../robot-map/robot-map.service';
import { requireVisibleRobot } from '../robot/visible-robot';
import { coverageCounts } from './coverage';
import { findRecentRuns, findRun, findRunPoses, RUN_POSES_MAX, type RunRow } from './vis-robot.repository';

const toRun = (r: RunRow): TVisRun => ({
  id: r.id,
  name: r.name,
  mapId: r.mapId,
  startedAt: r.startedAt,
  endedAt: r.endedAt,
  state: r.state,
  areaM2: roundTo(r.areaM2, 2),
  durationMin: roundTo(r.seconds / 60, 1),
  samplesExpired: r.expired,
});

export const getVisRuns = async (db: Db, session: SessionContext, robotId: number, retentionDays: number): Promise<TVisRuns> => {
  await requireVisibleRobot(db, session, robotId, 'robotId');
  return { runs: (await findRecentRuns(db, robotId, VIS_RUNS_MAX, retentionDays)).map(toRun), retentionDays };
};

/** A run's poses on its map (the run's own map, else the map its first sample names) and that map's grid. */
export const getVisRunPath = async (
  db: Db,
  session: SessionContext,
  q: { robotId: number; runId: number },
  retentionDays: number,
): Promise<TVisRunPath> => {
  await requireVisibleRobot(db, session, q.robotId, 'robotId');
  const run = await findRun(db, q.robotId, q.runId, retentionDays);
  if (!run) throw notFound('runId');
  const poses = await findRunPoses(db, q.robotId, [run.id], run.mapId ?? undefined);
  const mapId = run.mapId ?? poses[0]?.mapId ?? null;
  const points = poses.filter((p) => p.mapId === mapId).slice(0, RUN_POSES_MAX);
  return {
    run: toRun(run),
    points: points.map((p) => ({ ts: p.ts, x: p.x, y: p.y })),
    map: mapId ? await findMapWithGrid(db, q.robotId, mapId) : null,
  };
};

/**
 * The heatmap of the robot's last `runs` runs on the map of the newest of them that has one: runs per
 * cell, from the pose trails and the cleaning width of the robot's type (coverage.ts says why).
 */
export const getVisCoverage = async (
  db: Db,
  session: SessionContext,
  q: { robotId: number; runs: number },
  retentionDays: number,
): Promise<TVisCoverage> => {
  const robot = await requireVisibleRobot(db, session, q.robotId, 'robotId');
  const widthM = CLEANING_WIDTH_M[robot.robotType] ?? CLEANING_WIDTH_DEFAULT_M;
  const empty = { map: null, runs: 0, widthM, cells: [], max: 0, plannedCoverage: null };
  const recent = (await findRecentRuns(db, q.robotId, q.runs, retentionDays)).filter((r) => !r.expired);
  const poses = await findRunPoses(
    db,
    q.robotId,
    recent.map((r) => r.id),
  );
  const newest = recent.map((r) => r.mapId ?? poses.find((p) => p.run === r.id)?.mapId).find((m) => !!m);
  const map = newest ? await findMapWithGrid(db, q.robotId, newest) : null;
  if (!map) return empty;
  const trails = new Map<number, { x: number; y: number }[]>();
  for (const p of poses) {
    if (p.mapId !== map.mapId) continue;
    const trail = trails.get(p.run) ?? [];
    trail.push(p);
    trails.set(p.run, trail);
  }
  const { cells, max } = coverageCounts(map, [...trails.values()], widthM);
  return { map, runs: trails.size, widthM, cells, max, plannedCoverage: null };
};
