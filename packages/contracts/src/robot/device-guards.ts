import type { ErrorCodeName } from '../common/error-codes';
import { DeviceState, isRobotBusy } from '../enums/robot.enums';

/**
 * Spec §4's device action guards, the one place they are written: a working robot can be neither hosted,
 * unhosted nor moved to another landmark until its task stops; a locked one must be unlocked first; an
 * upgrading one cannot be hosted. The server refuses with the code; the screens explain it before asking.
 */
export const DeviceAction = { HOST: 'host', UNHOST: 'unhost', SWITCH_LANDMARK: 'switchLandmark' } as const;
export type TDeviceAction = (typeof DeviceAction)[keyof typeof DeviceAction];

export interface DeviceGuardInput {
  locked: boolean;
  /** The robot's last reported state; null when it never reported (then it is not busy). */
  state: { workStatus?: number | null; deviceState?: number | null; upgrading?: boolean | null } | null | undefined;
}

export const deviceActionRefusal = (r: DeviceGuardInput, action: TDeviceAction): ErrorCodeName | null => {
  if (isRobotBusy(r.state)) return 'ROBOT_WORKING';
  if (r.locked || r.state?.deviceState === DeviceState.LOCKED) return 'ROBOT_LOCKED';
  if (action === DeviceAction.HOST && r.state?.upgrading) return 'ROBOT_UPGRADING';
  return null;
};
