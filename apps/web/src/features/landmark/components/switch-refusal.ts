import type { ErrorCodeName, TFleetState } from '@fleet/contracts';

/**
 * Why a robot cannot be switched to another landmark now, as far as its fleet state tells: the screen's
 * mirror of contracts' `deviceActionRefusal(robot, DeviceAction.SWITCH_LANDMARK)` (robot/device-guards.ts,
 * spec §4), which reads the lock flag and the last reported work status. A landmark's robot rows
 * (ZAreaRobot) carry only the fleet state, and it tells enough: 'working' and 'paused' are isRobotBusy's
 * meaning (ROBOT_WORKING), 'locked' is the lock (ROBOT_LOCKED). What the state hides — an offline or
 * faulty robot whose last report was a running task, a hosted robot — the server refuses with the same
 * codes, and the switch dialog shows that answer.
 */
export const switchRefusal = (state: TFleetState): ErrorCodeName | null => {
  if (state === 'working' || state === 'paused') return 'ROBOT_WORKING';
  if (state === 'locked') return 'ROBOT_LOCKED';
  return null;
};
