import { z } from 'zod';
import { V } from '../validation/rules';
import { zEnumOf, type EnumValue } from './define';

/**
 * A robot type: a code of the robot-type catalogue (robottypeConfig, `robot-type/`), which names it, gives
 * the model number its device numbers carry and its capabilities. Not an enum any more: staff add types.
 */
export const ZRobotType = z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(32_767, V.invalid);
export type TRobotType = number;

/** The codes of the four types of spec §4 that migration 0037 seeds (SEEDED_ROBOT_TYPES has their names). */
export const RobotType = { M130: 1, M90: 10, M80: 15, M40: 20 } as const;

/** What the robot is doing; 4 and 5 are not used by the robots. */
export const WorkStatus = {
  IDLE: 0,
  EXECUTING: 1,
  PAUSED: 2,
  FINISHED: 3,
  TRANSFER: 6,
  FOLLOW: 7,
  MANUAL_ASSIST: 8,
} as const;
export const ZWorkStatus = zEnumOf(WorkStatus);
export type TWorkStatus = EnumValue<typeof WorkStatus>;

export const DeviceState = {
  NORMAL: 0,
  WORKING: 1,
  ABNORMAL: 2,
  LOCKED: 3,
  EMERGENCY_STOP: 4,
  PAUSED: 5,
  MANUAL: 6,
} as const;
export const ZDeviceState = zEnumOf(DeviceState);
export type TDeviceState = EnumValue<typeof DeviceState>;

/** A robot event's severity, least to most severe (fault levels and filters rely on this order). */
export const EventLevel = {
  INFO: 'info',
  WARNING: 'warning',
  FAULT: 'fault',
  EMERGENCY: 'emergency',
} as const;
export const ZEventLevel = zEnumOf(EventLevel);

export const LocationState = {
  NOT_LOCATED: 0,
  SUCCESS: 1,
  FAILED: 2,
  WAITING_MATCH: 3,
} as const;
export const ZLocationState = zEnumOf(LocationState);
export type TLocationState = EnumValue<typeof LocationState>;

/** The yes/no states are 0/1 so they map onto boolean columns and device flags directly. */
export const LockState = { UNLOCKED: 0, LOCKED: 1 } as const;
export const ZLockState = zEnumOf(LockState);
export type TLockState = EnumValue<typeof LockState>;

export const OnlineState = { OFFLINE: 0, ONLINE: 1 } as const;
export const ZOnlineState = zEnumOf(OnlineState);
export type TOnlineState = EnumValue<typeof OnlineState>;

export const BindState = { UNBOUND: 0, BOUND: 1 } as const;
export const ZBindState = zEnumOf(BindState);
export type TBindState = EnumValue<typeof BindState>;

export const ChargeStatus = { NONE: 0, MANUAL: 1, AUTOMATIC: 2 } as const;
export const ZChargeStatus = zEnumOf(ChargeStatus);
export type TChargeStatus = EnumValue<typeof ChargeStatus>;

/**
 * Video streaming version 1.0 (no WebRTC) or 2.0. Stored as 1 and 2 because a dotted value cannot be
 * an i18n key segment. Switching a robot to 1.0 needs a confirmation.
 */
export const StreamingVersion = { V1: 1, V2: 2 } as const;
export const ZStreamingVersion = zEnumOf(StreamingVersion);
export type TStreamingVersion = EnumValue<typeof StreamingVersion>;
export const STREAMING_VERSION_NEEDS_CONFIRM: TStreamingVersion = StreamingVersion.V1;

/** When the robot reports junk (litter) events. */
export const JunkEventMode = { OFF: 'off', BOOT: 'boot', WORK: 'work' } as const;
export const ZJunkEventMode = zEnumOf(JunkEventMode);
export type TJunkEventMode = EnumValue<typeof JunkEventMode>;
export const JUNK_EVENT_MODE_DEFAULT: TJunkEventMode = JunkEventMode.WORK;

/**
 * Whether a robot is busy with a task (spec §4 "working"): running one, paused in one (the task is
 * still its own), or saying it works. Hosting, map changes, starting another task and the console's
 * guards all ask this one question; a missing state (never reported) is not busy.
 */
export const isRobotBusy = (s: { workStatus?: number | null; deviceState?: number | null } | null | undefined): boolean =>
  !!s &&
  (s.workStatus === WorkStatus.EXECUTING ||
    s.workStatus === WorkStatus.PAUSED ||
    s.deviceState === DeviceState.WORKING ||
    s.deviceState === DeviceState.PAUSED);
