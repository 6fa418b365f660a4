import {
  compareVersionText,
  SoftwareType,
  type TInstalledRobot,
  type TInstalledRobotsQuery,
  type TInstalledVersion,
  type TInstalledVersionQuery,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { installedVersionGroups, listInstalledRobots } from './installed.repository';

const UNIT_ORDER: string[] = Object.values(SoftwareType);

/**
 * The robotVersion screen: versions robots report, unit by unit, newest first. A fleet reports a
 * handful of distinct versions per unit, so the groups are ordered and paged here, where version
 * texts compare as numbers ("2.10" after "2.9") even when a robot reports a suffix SQL cannot cast.
 */
export const findInstalledVersions = async (
  db: Db,
  session: SessionContext,
  q: TInstalledVersionQuery & { page: number; pageSize: number },
) => {
  const groups = await installedVersionGroups(db, session.orgPath, q);
  const all: TInstalledVersion[] = groups
    .map((g) => ({ softwareType: g.software_type, text: g.text, robots: g.robots, versionId: g.version_id, released: g.released }))
    .sort((a, b) => UNIT_ORDER.indexOf(a.softwareType) - UNIT_ORDER.indexOf(b.softwareType) || compareVersionText(b.text, a.text));
  const start = (q.page - 1) * q.pageSize;
  return { list: all.slice(start, start + q.pageSize), total: all.length, page: q.page, pageSize: q.pageSize };
};

export const findInstalledRobots = async (
  db: Db,
  session: SessionContext,
  q: TInstalledRobotsQuery & { page: number; pageSize: number },
) => {
  const { rows, total } = await listInstalledRobots(db, session.orgPath, q.softwareType, q.text, q.page, q.pageSize);
  const list: TInstalledRobot[] = rows.map((r) => ({ ...r, reportedAt: r.reportedAt.toISOString() }));
  return { list, total, page: q.page, pageSize: q.pageSize };
};
