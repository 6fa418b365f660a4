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

/**
 * The one stored state of a work order; the user and admin views above are derived from it
 * (contracts work-order/work-order.flow.ts), never stored.
 */
export const WorkOrderState = {
  SUBMITTED: 'submitted',
  DISPATCHED: 'dispatched',
  AWAITING_ACCEPTANCE: 'awaiting_acceptance',
  REWORK: 'rework',
  ACCEPTED: 'accepted',
  FINISHED: 'finished',
  CLOSED: 'closed',
} as const;
export const ZWorkOrderState = zEnumOf(WorkOrderState);
export type TWorkOrderState = EnumValue<typeof WorkOrderState>;

/** The two kinds of ticket the after-sales screens handle. */
export const TicketKind = { WORK_ORDER: 'work_order', QUESTION: 'question' } as const;
export const ZTicketKind = zEnumOf(TicketKind);
export type TTicketKind = EnumValue<typeof TicketKind>;

/** A question ticket's state: open until staff answer it, answered, closed by the asker or staff. */
export const QuestionState = { OPEN: 'open', ANSWERED: 'answered', CLOSED: 'closed' } as const;
export const ZQuestionState = zEnumOf(QuestionState);
export type TQuestionState = EnumValue<typeof QuestionState>;

export const QuestionAction = { ASK: 'ask', REPLY: 'reply', CLOSE: 'close' } as const;
export const ZQuestionAction = zEnumOf(QuestionAction);
export type TQuestionAction = EnumValue<typeof QuestionAction>;

/** The result of checking a handled work order: a fail sends it back for reprocessing. */
export const AcceptanceResult = { PASS: 'pass', FAIL: 'fail' } as const;
export const ZAcceptanceResult = zEnumOf(AcceptanceResult);
export type TAcceptanceResult = EnumValue<typeof AcceptanceResult>;
