import { COMMAND_ARGS, LocationState, type TLandmark, type TMapPath } from '@fleet/contracts';
import { coverGrid } from '../map/cover-grid';
import type { TPoint } from '../map/grid-map';
import type { RobotModel } from '../robot-model';
import { BATTERY_RETURN_BELOW } from './battery';
import type { CommandTable, Outcome } from './commands';
import { planCoverage, type TRoute } from './coverage';
import { planPath } from './path';

const same = (a: TPoint, b: TPoint) => Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;

/** Appends legs to a route; the first point is dropped when the route already ends there. */
const append = (route: TRoute, points: TPoint[], sweep: boolean | boolean[]) => {
  points.forEach((p, i) => {
    const last = route.points[route.points.length - 1];
    if (last && same(last, p)) return;
    if (route.points.length > 0) route.sweep.push(Array.isArray(sweep) ? (sweep[i - 1] ?? false) : sweep);
    route.points.push(p);
  });
};

/** Drives (brushes up) from where the route ends to `to`; false when it cannot be reached. */
const transit = (m: RobotModel, route: TRoute, to: TPoint) => {
  const from = route.points[route.points.length - 1]!;
  if (same(from, to)) return true;
  const leg = planPath(coverGrid(m.map), from, to);
  if (!leg) return false;
  append(route, leg, false);
  return true;
};

/** What the active map's manifest entry says: its landmarks and recorded paths. */
export const activeMapInfo = (m: RobotModel): { landmarks: TLandmark[]; paths: TMapPath[] } =>
  m.maps.find((s) => s.grid === m.map || s.info.mapId === m.map.mapId)?.info ?? { landmarks: [], paths: [] };

/** Coverage of the area reachable from here, `repeat` times (back to the start between rounds). */
export const coverRoute = (m: RobotModel, repeat: number): TRoute => {
  const once = planCoverage(m.map, m.pose);
  const route: TRoute = { points: [], sweep: [] };
  for (let i = 0; i < repeat; i++) {
    if (i > 0 && !transit(m, route, once.points[0]!)) break;
    append(route, once.points, once.sweep);
  }
  return route;
};

/** Follows a recorded path `repeat` times, driving to its start first (and back to it between rounds). */
export const patrolRoute = (m: RobotModel, path: TMapPath, repeat: number): TRoute | null => {
  const route: TRoute = { points: [{ x: m.pose.x, y: m.pose.y }], sweep: [] };
  for (let i = 0; i < repeat; i++) {
    if (!transit(m, route, path.points[0]!)) return null;
    append(route, path.points, true);
  }
  return route;
};

/** A reservation: drive to the landmark, then cover the area from there (the time limit ends it). */
export const landmarkRoute = (m: RobotModel, landmark: TPoint): TRoute | null => {
  const route: TRoute = { points: [{ x: m.pose.x, y: m.pose.y }], sweep: [] };
  if (!transit(m, route, landmark)) return null;
  const cover = planCoverage(m.map, landmark);
  append(route, cover.points, cover.sweep);
  return route;
};

/** Why the robot cannot start work now, as the ack reasons of a command. */
export const startRefusal = (m: RobotModel): Outcome => {
  if (m.locked) return 'locked';
  if (m.fault || m.emergencyUntil !== null) return 'fault';
  if (m.task || m.ota || m.locationState !== LocationState.SUCCESS) return 'busy';
  if (m.battery < BATTERY_RETURN_BELOW) return 'lowBattery';
  return null;
};

/**
 * startTask: a console task with its plan (patrol a recorded path, or cover the area, `repeat`
 * times), or without a plan one coverage round (the overview's "start"). A map or path the robot
 * does not have is refused as invalid arguments.
 */
export const TASK_COMMANDS: CommandTable = {
  startTask: (m, raw) => {
    const args = COMMAND_ARGS.startTask.safeParse(raw);
    if (!args.success || (args.data.mapId !== undefined && args.data.mapId !== m.map.mapId)) return 'invalidArgs';
    const refused = startRefusal(m);
    if (refused) return refused;
    const { taskId, cleanMode, pathId, repeat = 1, name } = args.data;
    let route: TRoute | null;
    if (cleanMode === 'patrol') {
      const path = activeMapInfo(m).paths.find((p) => p.id === pathId);
      route = path ? patrolRoute(m, path, repeat) : null;
    } else {
      route = coverRoute(m, repeat);
    }
    if (!route) return 'invalidArgs';
    m.startTask(taskId, { route, ...(name ? { name } : {}) });
    return null;
  },
};
