import { ChargeStatus, isRobotBusy, WorkStatus, type TRobot } from '@fleet/contracts';

/** Commands a screen offers for a robot: the overview's, the operate list's, a task's "Start now", a map copy to a target. */
export type RobotOp = 'start' | 'pause' | 'resume' | 'stop' | 'dock' | 'lock' | 'unlock' | 'reset' | 'importMap';
/** Key of the reason under `robot:refusals`. */
export type RobotRefusal = 'offline' | 'upgrading' | 'locked' | 'working' | 'notRunning' | 'notPaused' | 'noTask' | 'docked';

/**
 * The guards of spec §4 the console can tell from the live state, one rule for every screen that
 * sends a robot a command: such a command is not offered (disabled, `robot:refusals.<why>` on hover).
 * The server checks them again.
 */
export const robotRefusal = (op: RobotOp, r: TRobot): RobotRefusal | null => {
  if (!r.live.online) return 'offline';
  if (r.live.upgrading && op !== 'stop' && op !== 'lock') return 'upgrading';
  // A copied map: the target decides the rest itself, and its answer is the outcome (robot-map.service).
  if (op === 'importMap') return null;
  const locked = r.locked && op !== 'stop' && op !== 'lock' && op !== 'unlock';
  if (locked) return 'locked';
  if (op === 'start' && isRobotBusy(r.live)) return 'working';
  if (op === 'pause' && r.live.workStatus !== WorkStatus.EXECUTING) return 'notRunning';
  if (op === 'resume' && r.live.workStatus !== WorkStatus.PAUSED) return 'notPaused';
  if (op === 'stop' && !isRobotBusy(r.live)) return 'noTask';
  if (op === 'dock' && r.live.chargeStatus != null && r.live.chargeStatus !== ChargeStatus.NONE) return 'docked';
  return null;
};
