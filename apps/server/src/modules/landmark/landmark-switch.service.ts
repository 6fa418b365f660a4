import { DeviceAction, LANDMARK_ORG_LEVEL, V, type TLandmarkSwitchBody, type TLandmarkSwitchResult } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { releaseRobotFromArea } from '../area/area-robot.repository';
import { findOrgInScope } from '../org/org.repository';
import { lockOwnedRobots, refuseDeviceAction } from '../robot/owned-robots';
import { updateRobotFields } from '../robot/robot.repository';
import { archiveRobotMaps } from '../robot-map/robot-map.repository';
import { cancelPendingReservations } from '../robot-task/reservation.repository';
import { switchOffRobotTasks } from '../robot-task/task.repository';

/** After the commit: the robot's schedule changed (tasks off, reservations cancelled); the route re-sends it. */
export type OnScheduleChange = (robotId: number) => void;

/**
 * Moves a robot its caller's subtree owns to another landmark of that subtree (spec §2 landMarkDetail).
 * What the robot knew of the old site goes with the move, in the same transaction: its maps are
 * archived, its scheduled tasks switched off, its reservations still to run cancelled, and it leaves
 * its area there. Refused, in this order: unseen robot (NOT_FOUND robotId), one only hosted to the
 * caller (HOSTING_NOT_OWNER), one hosted out (ROBOT_HOSTED: the custody record names the owner it came
 * from), a target outside the subtree (NOT_FOUND orgId) or not a point (VALIDATION orgId
 * landmarkNotPoint), the landmark it is at (LANDMARK_UNCHANGED), then spec §4's device guards.
 */
export const switchLandmark = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  body: TLandmarkSwitchBody,
  scheduleChanged: OnScheduleChange,
): Promise<TLandmarkSwitchResult> => {
  const { robot, result } = await db.transaction(async (tx) => {
    const r = (await lockOwnedRobots(tx, session, [body.robotId], 'robotId'))[0]!;
    if (r.hostingId !== null) throw new AppError('ROBOT_HOSTED', { vars: { deviceNumber: r.deviceNumber } });
    const target = await findOrgInScope(tx, body.orgId, session.orgPath);
    if (!target) throw notFound('orgId');
    if (target.level !== LANDMARK_ORG_LEVEL) throw new AppError('VALIDATION', { fields: [{ path: 'orgId', code: V.landmarkNotPoint }] });
    if (target.id === r.orgId) throw new AppError('LANDMARK_UNCHANGED');
    refuseDeviceAction(r, DeviceAction.SWITCH_LANDMARK);

    const at = new Date();
    await updateRobotFields(tx, r.id, { orgId: target.id });
    const archivedMaps = await archiveRobotMaps(tx, r.id, at);
    const tasksOff = await switchOffRobotTasks(tx, r.id, at);
    const reservationsCancelled = await cancelPendingReservations(tx, r.id, at);
    const area = await releaseRobotFromArea(tx, r.id, session.orgPath);
    await recordOperation(tx, {
      audit,
      action: 'robot.switchLandmark',
      target: `robot:${r.id} ${r.deviceNumber}`,
      result: 'success',
      // The area by its number (as robot.delete logs it): its name is told only to a caller whose subtree holds it.
      detail: { from: r.orgId, to: target.id, archivedMaps, tasksOff, reservationsCancelled, leftArea: area?.number ?? null },
    });
    return {
      robot: r,
      // An area of an organisation outside the caller's subtree is not named (the area module's rule).
      result: { archivedMaps, tasksOff, reservationsCancelled, leftArea: area?.inScope ? area.name : null },
    };
  });
  // The live hub re-evaluates who sees the robot now that its organisation changed.
  await gateway.robotChanged(robot);
  if (result.archivedMaps > 0) gateway.notify({ robotId: robot.id, topic: 'maps' });
  if (result.tasksOff + result.reservationsCancelled > 0) scheduleChanged(robot.id);
  return result;
};
