import { zEnumOf, type EnumValue } from './define';

/** State of a cleaning task: 0 covers both "not started yet" and "running". */
export const TaskState = { PENDING: 0, DONE: 1, EXPIRED: 2 } as const;
export const ZTaskState = zEnumOf(TaskState);
export type TTaskState = EnumValue<typeof TaskState>;

/** Outcome of a reservation (scheduled task) when its time came. */
export const ReservationResult = {
  SUCCESS: 0,
  UPGRADING: 1,
  ABNORMAL_STATE: 2,
  MAP_LOAD_FAILED: 3,
  LOCATION_LOAD_FAILED: 4,
  TASK_FAILED: 5,
  TASK_EXPIRED: 6,
} as const;
export const ZReservationResult = zEnumOf(ReservationResult);
export type TReservationResult = EnumValue<typeof ReservationResult>;

/** Outcome of a command sent to a robot. */
export const OperateState = { SENT_NO_FEEDBACK: 0, SUCCESS: 1, FAILED: 2, WAIT_TIMEOUT: 3 } as const;
export const ZOperateState = zEnumOf(OperateState);
export type TOperateState = EnumValue<typeof OperateState>;

export const PeriodType = { SAME_OR_ALTERNATE_DAY: 0, ONCE_A_DAY: 1 } as const;
export const ZPeriodType = zEnumOf(PeriodType);
export type TPeriodType = EnumValue<typeof PeriodType>;

export const ExecMode = { ONCE: 0, CYCLE: 1 } as const;
export const ZExecMode = zEnumOf(ExecMode);
export type TExecMode = EnumValue<typeof ExecMode>;

export const Scene = { SIMPLE: 0, MULTI_MAP: 1 } as const;
export const ZScene = zEnumOf(Scene);
export type TScene = EnumValue<typeof Scene>;

/** Whether a task covers its area or patrols a route. */
export const CleanMode = { COVER: 'cover', PATROL: 'patrol' } as const;
export const ZCleanMode = zEnumOf(CleanMode);
export type TCleanMode = EnumValue<typeof CleanMode>;

/** A shift is active (operated) until it is cancelled. */
export const ShiftState = { ACTIVE: 'active', CANCELLED: 'cancelled' } as const;
export const ZShiftState = zEnumOf(ShiftState);
export type TShiftState = EnumValue<typeof ShiftState>;

export const ShiftType = { NORMAL: 'normal', EXTRA: 'extra' } as const;
export const ZShiftType = zEnumOf(ShiftType);
export type TShiftType = EnumValue<typeof ShiftType>;
