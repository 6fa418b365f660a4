import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organizations, robots, robotState } from '../../db/schema';
import { robotVisibleCondition } from '../../lib/robot-scope';
import { scopeCondition } from '../../lib/tenancy';

/** Every robot the caller sees (robot-scope.ts: owned, or hosted inside the window) with its site's coordinates. */
export const findGeoRobots = (db: Tx, orgPath: string) =>
  db
    .select({
      id: robots.id,
      deviceNumber: robots.deviceNumber,
      alias: robots.alias,
      robotType: robots.robotType,
      orgId: robots.orgId,
      locked: robots.locked,
      online: sql<boolean>`coalesce(${robotState.online}, false)`,
      lastSeenAt: robotState.lastSeenAt,
      updatedAt: robotState.updatedAt,
      battery: robotState.battery,
      workStatus: robotState.workStatus,
      deviceState: robotState.deviceState,
      chargeStatus: robotState.chargeStatus,
      geoLat: robotState.geoLat,
      geoLng: robotState.geoLng,
      siteLng: organizations.longitude,
      siteLat: organizations.latitude,
    })
    .from(robots)
    .leftJoin(robotState, eq(robotState.robotId, robots.id))
    .leftJoin(organizations, eq(organizations.id, robots.orgId))
    .where(robotVisibleCondition(orgPath))
    .orderBy(robots.id);

/** The organisations in the caller's subtree that have coordinates. */
export const findGeoSites = (db: Tx, orgPath: string) =>
  db
    .select({ id: organizations.id, name: organizations.name, longitude: organizations.longitude, latitude: organizations.latitude })
    .from(organizations)
    .where(and(scopeCondition(organizations.path, orgPath), isNotNull(organizations.longitude), isNotNull(organizations.latitude)))
    .orderBy(organizations.id);
