import { z } from 'zod';
import { zId } from '../common/ids';
import { ZRobotMapWithGrid } from '../robot-map/map.schema';

/**
 * visualizeRobot: one robot's last runs, a run's path replayed from the pose samples
 * (robot_telemetry, kept TELEMETRY_RETENTION_DAYS) and a coverage heatmap of its last runs on a map.
 */
export const VIS_RUNS_MAX = 20;
export const VIS_COVERAGE_RUNS_DEFAULT = 10;

/**
 * Cleaning width (m) per robot type, for the coverage of a pose trail: the robots do not report a
 * coverage grid, so a run covers a band this wide along its path. A type not listed uses the default.
 */
export const CLEANING_WIDTH_M: Partial<Record<number, number>> = { 1: 1.3, 10: 0.9, 15: 0.8, 20: 0.4 };
export const CLEANING_WIDTH_DEFAULT_M = 0.6;

export const ZVisRobotQuery = z.object({ robotId: zId() });
export type TVisRobotQuery = z.infer<typeof ZVisRobotQuery>;
export const ZVisRunPathQuery = z.object({ robotId: zId(), runId: zId() });
export type TVisRunPathQuery = z.infer<typeof ZVisRunPathQuery>;
export const ZVisCoverageQuery = z.object({
  robotId: zId(),
  runs: z.number().int().min(1).max(VIS_RUNS_MAX).default(VIS_COVERAGE_RUNS_DEFAULT),
});
export type TVisCoverageQuery = z.input<typeof ZVisCoverageQuery>;

export const ZVisRun = z.object({
  /** The run's row id (runId in the path query). */
  id: z.number().int(),
  name: z.string(),
  mapId: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  state: z.string(),
  areaM2: z.number(),
  durationMin: z.number(),
  /** Its pose samples are older than the telemetry retention: no path or coverage any more. */
  samplesExpired: z.boolean(),
});
export type TVisRun = z.infer<typeof ZVisRun>;
export const ZVisRuns = z.object({ runs: z.array(ZVisRun), retentionDays: z.number().int() });
export type TVisRuns = z.infer<typeof ZVisRuns>;

export const ZVisPathPoint = z.object({ ts: z.string(), x: z.number(), y: z.number() });
export type TVisPathPoint = z.infer<typeof ZVisPathPoint>;
export const ZVisRunPath = z.object({
  run: ZVisRun,
  /** The poses of the run on its map, in time order (10 s samples). */
  points: z.array(ZVisPathPoint),
  /** The map the run was on, with its grid; null when the server has no grid of it. */
  map: ZRobotMapWithGrid.nullable(),
});
export type TVisRunPath = z.infer<typeof ZVisRunPath>;

export const ZVisCoverage = z.object({
  map: ZRobotMapWithGrid.nullable(),
  /** The runs on that map whose samples were read. */
  runs: z.number().int(),
  widthM: z.number(),
  /** Map cells covered, as pairs flattened: [cell index (row × width + column), runs that covered it, …]. */
  cells: z.array(z.number().int()),
  max: z.number().int(),
  /** Planned vs actual: a shift/area plan's cells once plans exist (none yet: always null). */
  plannedCoverage: z.null(),
});
export type TVisCoverage = z.infer<typeof ZVisCoverage>;
