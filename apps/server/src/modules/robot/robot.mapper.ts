import type { TRobot, TRobotLive, TRobotType, TTrusteeshipType } from '@fleet/contracts';
import type { RobotRow } from './robot.repository';

type StateRow = NonNullable<RobotRow['state']>;

/** Drops the nulls: the live fields are optional (absent until the robot reported them), never null. */
const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };

export const toLive = (s: StateRow | null): TRobotLive => {
  if (!s) return { online: false, lastSeenAt: null, updatedAt: null, upgrading: false, firmware: null };
  const pose = s.x !== null && s.y !== null && s.angle !== null ? { pose: { mapId: s.mapId, x: s.x, y: s.y, angle: s.angle } } : {};
  return {
    ...present({
      battery: s.battery,
      workStatus: s.workStatus,
      deviceState: s.deviceState,
      locationState: s.locationState,
      chargeStatus: s.chargeStatus,
      speed: s.speed,
      counters: s.counters,
    }),
    ...pose,
    ...(s.geoLat !== null && s.geoLng !== null ? { geo: { lat: s.geoLat, lng: s.geoLng } } : {}),
    // taskId and progress are nullable in the telemetry itself: null means "no task".
    ...(s.updatedAt ? { taskId: s.taskId, progress: s.progress } : {}),
    online: s.online,
    lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
    updatedAt: s.updatedAt?.toISOString() ?? null,
    upgrading: s.upgrading,
    firmware: s.firmware,
  } as TRobotLive;
};

export const toRobot = (r: RobotRow): TRobot => ({
  id: r.id,
  deviceNumber: r.deviceNumber,
  alias: r.alias,
  robotType: r.robotType as TRobotType,
  model: r.model,
  simulated: r.simulated,
  version: r.version,
  orgId: r.orgId,
  orgName: r.orgName,
  locked: r.locked,
  testing: r.testing,
  enabled: r.enabled,
  registerMethod: r.registerMethod,
  createdAt: r.createdAt.toISOString(),
  creator: r.creator,
  hosting:
    r.hostingId === null || r.hostingStartAt === null
      ? null
      : {
          id: r.hostingId,
          orgId: r.hostingOrgId!,
          orgName: r.hostingOrgName ?? '',
          type: r.hostingType as TTrusteeshipType,
          startAt: r.hostingStartAt.toISOString(),
          endAt: r.hostingEndAt?.toISOString() ?? null,
          active: r.hostingStartAt.getTime() <= Date.now() && (r.hostingEndAt === null || r.hostingEndAt.getTime() > Date.now()),
        },
  access: r.owned ? 'owner' : 'hosted',
  live: toLive(r.state),
  poseMap: r.state?.mapId && r.poseMapName !== null ? { mapId: r.state.mapId, name: r.poseMapName } : null,
});
