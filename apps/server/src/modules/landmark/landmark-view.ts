import type { TAreaRobot, TLandmarkSite } from '@fleet/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robots } from '../../db/schema';
import { findLiveRobots, toAreaRobot } from '../../lib/robot-live';
import { robotVisibleCondition } from '../../lib/robot-scope';
import { countAreasOf, countUsersOf, type LandmarkRow } from './landmark.repository';

/**
 * Landmarks as the caller sees them: the robots working there are those the landmark owns that the
 * caller sees now (robot-scope.ts), each with its live fleet state as an area shows it. Three reads for
 * the whole page (robots, areas, users), whatever its size.
 */
export const describeLandmarks = async (db: Tx, orgPath: string, rows: LandmarkRow[]): Promise<TLandmarkSite[]> => {
  const ids = rows.map((r) => r.id);
  const [live, areaCounts, userCounts] = await Promise.all([
    ids.length === 0 ? [] : findLiveRobots(db, and(robotVisibleCondition(orgPath), inArray(robots.orgId, ids))!),
    countAreasOf(db, ids),
    countUsersOf(db, ids),
  ]);
  const robotsOf = new Map<number, TAreaRobot[]>();
  for (const r of live.sort((a, b) => (a.deviceNumber < b.deviceNumber ? -1 : 1))) {
    const list = robotsOf.get(r.orgId) ?? [];
    list.push(toAreaRobot(r));
    robotsOf.set(r.orgId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    parentId: r.parentId,
    parentName: r.parentName,
    longitude: r.longitude,
    latitude: r.latitude,
    file:
      r.fileName === null
        ? null
        : { fileName: r.fileName, size: r.fileSize!, sha256: r.fileSha256!, uploadedAt: r.fileUploadedAt!.toISOString() },
    robots: robotsOf.get(r.id) ?? [],
    areaCount: areaCounts.get(r.id) ?? 0,
    userCount: userCounts.get(r.id) ?? 0,
  }));
};
