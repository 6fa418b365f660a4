import { zEnumOf, type EnumValue } from './define';

/** Status of a work order as its submitter sees it. */
export const WorkOrderUserStatus = {
  SUBMITTED: 'submitted',
  PENDING: 'pending',
  PROCESSING: 'processing',
  AWAITING_ACCEPTANCE: 'awaiting_acceptance',
  FINISHED: 'finished',
  CLOSED: 'closed',
} as const;
export const ZWorkOrderUserStatus = zEnumOf(WorkOrderUserStatus);
export type TWorkOrderUserStatus = EnumValue<typeof WorkOrderUserStatus>;

/** Status of a work order as the after-sales staff see it. */
export const WorkOrderAdminStatus = {
  TO_CONFIRM: 'to_confirm',
  REASSIGN: 'reassign',
  PENDING: 'pending',
  AWAITING_ACCEPTANCE: 'awaiting_acceptance',
  FINISHED: 'finished',
  CLOSED: 'closed',
} as const;
export const ZWorkOrderAdminStatus = zEnumOf(WorkOrderAdminStatus);
export type TWorkOrderAdminStatus = EnumValue<typeof WorkOrderAdminStatus>;

export const WorkOrderAction = {
  SUBMIT: 'submit',
  DISTRIBUTE: 'distribute',
  PROCESS: 'process',
  ACCEPT: 'accept',
  FINISH: 'finish',
  CLOSE: 'close',
} as const;
export const ZWorkOrderAction = zEnumOf(WorkOrderAction);
export type TWorkOrderAction = EnumValue<typeof WorkOrderAction>;

/** Numbers, so that sorting by level sorts by urgency. */
export const WorkOrderLevel = { COMMON: 0, URGENT: 1, VERY_URGENT: 2 } as const;
export const ZWorkOrderLevel = zEnumOf(WorkOrderLevel);
export type TWorkOrderLevel = EnumValue<typeof WorkOrderLevel>;
