import { areaCoverage, areaStatus, roundTo, type TArea, type TAreaRobot } from '@fleet/contracts';
import type { Tx } from '../../db/client';
import { toAreaRobot } from '../../lib/robot-live';
import { findVisibleAreaRobots, sumCleanedToday } from './area-robot.repository';
import type { AreaRow } from './area.repository';

/**
 * Areas as the caller sees them: only the robots it sees now (owned in its subtree, or hosted to it inside
 * the window), each classified by contracts' fleetState; the area's status and today's coverage from those
 * robots alone, so a robot whose hosting ended neither shows nor counts. Two reads for the whole page.
 */
export const describeAreas = async (db: Tx, orgPath: string, rows: AreaRow[]): Promise<TArea[]> => {
  const ids = rows.map((r) => r.id);
  const robots = await findVisibleAreaRobots(db, orgPath, ids);
  const cleaned = await sumCleanedToday(db, orgPath, ids);
  const robotsOf = new Map<number, TAreaRobot[]>();
  for (const r of robots) {
    const list = robotsOf.get(r.areaId) ?? [];
    list.push(toAreaRobot(r));
    robotsOf.set(r.areaId, list);
  }
  return rows.map((r) => {
    const areaRobots = robotsOf.get(r.id) ?? [];
    const m2 = cleaned.get(r.id) ?? 0;
    return {
      ...r,
      robots: areaRobots,
      status: areaStatus(
        r.enabled,
        areaRobots.map((x) => x.state),
      ),
      cleanedTodayM2: roundTo(m2, 1),
      coverageToday: areaCoverage(m2, r.workArea, r.frequency),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
};
