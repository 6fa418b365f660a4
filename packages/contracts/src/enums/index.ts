import type { EnumValue } from './define';
import * as misc from './misc.enums';
import * as org from './org.enums';
import * as robot from './robot.enums';
import * as task from './task.enums';
import * as upgrade from './upgrade.enums';
import * as workOrder from './work-order.enums';
import * as fault from './fault.enums';
import * as file from './file.enums';
import * as notification from './notification.enums';
import * as version from './version.enums';
import * as component from './component.enums';

export * from './define';
export * from './misc.enums';
export * from './org.enums';
export * from './robot.enums';
export * from './task.enums';
export * from './upgrade.enums';
export * from './work-order.enums';
export * from './fault.enums';
export * from './file.enums';
export * from './notification.enums';
export * from './version.enums';
export * from './component.enums';

/**
 * Every enumeration of spec §4 by name. Values are the numbers the spec gives; the yes/no states are
 * 0/1; the enumerations the spec names without numbers use lower-case words, so the database and
 * the API stay readable without a lookup table.
 */
export const ENUM_DEFS = {
  OrgLevel: org.OrgLevel,
  TrusteeshipType: org.TrusteeshipType,
  WorkStatus: robot.WorkStatus,
  DeviceState: robot.DeviceState,
  LocationState: robot.LocationState,
  EventLevel: robot.EventLevel,
  LockState: robot.LockState,
  OnlineState: robot.OnlineState,
  BindState: robot.BindState,
  ChargeStatus: robot.ChargeStatus,
  StreamingVersion: robot.StreamingVersion,
  JunkEventMode: robot.JunkEventMode,
  TaskState: task.TaskState,
  ReservationResult: task.ReservationResult,
  OperateState: task.OperateState,
  PeriodType: task.PeriodType,
  ExecMode: task.ExecMode,
  Scene: task.Scene,
  CleanMode: task.CleanMode,
  ShiftState: task.ShiftState,
  ShiftType: task.ShiftType,
  UpgradeStepMain: upgrade.UpgradeStepMain,
  UpgradeStepControl: upgrade.UpgradeStepControl,
  UpgradeStepApp: upgrade.UpgradeStepApp,
  UpgradeStep: upgrade.UpgradeStep,
  UpgradeResult: upgrade.UpgradeResult,
  PackageType: upgrade.PackageType,
  SimStatus: misc.SimStatus,
  QrCodeState: misc.QrCodeState,
  AreaKind: misc.AreaKind,
  Language: misc.Language,
  WorkOrderUserStatus: workOrder.WorkOrderUserStatus,
  WorkOrderAdminStatus: workOrder.WorkOrderAdminStatus,
  WorkOrderAction: workOrder.WorkOrderAction,
  WorkOrderLevel: workOrder.WorkOrderLevel,
  WorkOrderState: workOrder.WorkOrderState,
  TicketKind: workOrder.TicketKind,
  QuestionState: workOrder.QuestionState,
  QuestionAction: workOrder.QuestionAction,
  AcceptanceResult: workOrder.AcceptanceResult,
  FaultState: fault.FaultState,
  FaultKind: fault.FaultKind,
  FileKind: file.FileKind,
  NotificationKind: notification.NotificationKind,
  DemandState: version.DemandState,
  DemandPriority: version.DemandPriority,
  SoftwareType: version.SoftwareType,
  PackageState: version.PackageState,
  PackageSource: version.PackageSource,
  CampaignState: version.CampaignState,
  TargetState: version.TargetState,
  OtaWaitReason: version.OtaWaitReason,
  OtaExclusion: version.OtaExclusion,
  CampaignAdvance: version.CampaignAdvance,
  ComponentKind: component.ComponentKind,
  ComponentState: component.ComponentState,
  ComponentSerialType: component.ComponentSerialType,
  ComponentAction: component.ComponentAction,
  ComponentEvent: component.ComponentEvent,
  MaintainCategory: component.MaintainCategory,
  RemovedTo: component.RemovedTo,
} as const;

export type EnumName = keyof typeof ENUM_DEFS;
export const ENUM_NAMES = Object.keys(ENUM_DEFS) as EnumName[];

/** The values of the enumeration called N: `EnumValueOf<'WorkStatus'>` is `0 | 1 | 2 | 3 | 6 | 7 | 8`. */
export type EnumValueOf<N extends EnumName> = Extract<EnumValue<(typeof ENUM_DEFS)[N]>, string | number>;

/** The i18n key of one value's label: `enums.WorkStatus.1`. */
export type EnumLabelKey<N extends EnumName = EnumName> = N extends EnumName ? `enums.${N}.${EnumValueOf<N>}` : never;
export const enumLabelKey = <N extends EnumName>(name: N, value: EnumValueOf<N>) => `enums.${name}.${value}` as EnumLabelKey<N>;

export interface EnumItem<N extends EnumName = EnumName> {
  readonly value: EnumValueOf<N>;
  readonly labelKey: EnumLabelKey<N>;
}

/** Enumeration name → its values in declaration order, each with its label key. */
export const ENUMS = Object.fromEntries(
  ENUM_NAMES.map((name) => [name, Object.values(ENUM_DEFS[name]).map((value) => ({ value, labelKey: `enums.${name}.${value}` }))]),
) as unknown as { readonly [N in EnumName]: readonly EnumItem<N>[] };

/**
 * The label table every language must provide: one string per value of every enumeration, so the
 * zh catalogue cannot miss or invent a value (en and ja then follow zh's shape).
 */
export type EnumLabelTable = { readonly [N in EnumName]: Readonly<Record<`${EnumValueOf<N>}`, string>> };
