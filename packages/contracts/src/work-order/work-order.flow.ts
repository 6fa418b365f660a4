import {
  QuestionState,
  WorkOrderState,
  type TAcceptanceResult,
  type TQuestionState,
  type TWorkOrderAdminStatus,
  type TWorkOrderState,
  type TWorkOrderUserStatus,
} from '../enums/work-order.enums';
import type { OperationCode } from '../permissions';

/**
 * The work-order flow (spec §4; the spec does not show the full table, so this is the one decision,
 * used by the server, which enforces it, and by the web, which offers only what it allows):
 *
 *   submit → submitted ─distribute→ dispatched ─process→ awaiting_acceptance ─accept(pass)→ accepted ─finish→ finished
 *            submitted ─process→ awaiting_acceptance (staff solve it themselves: "process or dispatch")
 *            awaiting_acceptance ─accept(fail)→ rework ─distribute/process→ (as from dispatched)
 *            any state but closed ─close→ closed (the submitter only while nobody has taken it)
 *
 * "Must be accepted before solving" (§5): finishing needs a passed acceptance.
 */
export const WORK_ORDER_ACTIONS = ['distribute', 'process', 'accept', 'finish', 'close'] as const;
export type TWorkOrderFlowAction = (typeof WORK_ORDER_ACTIONS)[number];
export const WORK_ORDER_INITIAL_STATE: TWorkOrderState = WorkOrderState.SUBMITTED;

/** Why a transition is refused in a state: each code's message says what must happen first. */
export type TWorkOrderRefusal =
  | 'WORK_ORDER_CLOSED'
  | 'WORK_ORDER_FINISHED'
  | 'WORK_ORDER_NOT_HANDLED'
  | 'WORK_ORDER_NOT_ACCEPTED'
  | 'WORK_ORDER_AWAITING_ACCEPTANCE'
  | 'WORK_ORDER_ALREADY_ACCEPTED';

/** Who may take a step: staff holding `code`, and also the submitter or the assigned handler where said. */
export interface FlowActors {
  code: OperationCode;
  submitter?: true;
  handler?: true;
}
/** An allowed step; `failTo` is where a failed acceptance goes. */
export interface FlowStep {
  to: TWorkOrderState;
  failTo?: TWorkOrderState;
  by: FlowActors;
}
export type FlowCell = FlowStep | { refused: TWorkOrderRefusal };

const S = WorkOrderState;
const DISTRIBUTE: FlowCell = { to: S.DISPATCHED, by: { code: 'workOrderList:distribute' } };
const PROCESS_BY_STAFF: FlowCell = { to: S.AWAITING_ACCEPTANCE, by: { code: 'workOrderList:process' } };
const PROCESS: FlowCell = { to: S.AWAITING_ACCEPTANCE, by: { code: 'workOrderList:process', handler: true } };
const CLOSE: FlowCell = { to: S.CLOSED, by: { code: 'workOrderList:close' } };
const closed = { refused: 'WORK_ORDER_CLOSED' } as const;
const finished = { refused: 'WORK_ORDER_FINISHED' } as const;
const notHandled = { refused: 'WORK_ORDER_NOT_HANDLED' } as const;
const notAccepted = { refused: 'WORK_ORDER_NOT_ACCEPTED' } as const;
const awaiting = { refused: 'WORK_ORDER_AWAITING_ACCEPTANCE' } as const;
const alreadyAccepted = { refused: 'WORK_ORDER_ALREADY_ACCEPTED' } as const;

/** State × action: the next state and who may take the step, or why not. */
export const WORK_ORDER_FLOW: Record<TWorkOrderFlowAction, Record<TWorkOrderState, FlowCell>> = {
  distribute: {
    submitted: DISTRIBUTE,
    dispatched: DISTRIBUTE,
    awaiting_acceptance: awaiting,
    rework: DISTRIBUTE,
    accepted: alreadyAccepted,
    finished,
    closed,
  },
  process: {
    submitted: PROCESS_BY_STAFF,
    dispatched: PROCESS,
    awaiting_acceptance: awaiting,
    rework: PROCESS,
    accepted: alreadyAccepted,
    finished,
    closed,
  },
  accept: {
    submitted: notHandled,
    dispatched: notHandled,
    awaiting_acceptance: { to: S.ACCEPTED, failTo: S.REWORK, by: { code: 'workOrderList:accept', submitter: true } },
    rework: notHandled,
    accepted: alreadyAccepted,
    finished,
    closed,
  },
  finish: {
    submitted: notAccepted,
    dispatched: notAccepted,
    awaiting_acceptance: notAccepted,
    rework: notAccepted,
    accepted: { to: S.FINISHED, by: { code: 'workOrderList:finish' } },
    finished,
    closed,
  },
  close: {
    submitted: { to: S.CLOSED, by: { code: 'workOrderList:close', submitter: true } },
    dispatched: CLOSE,
    awaiting_acceptance: CLOSE,
    rework: CLOSE,
    accepted: CLOSE,
    finished: CLOSE,
    closed,
  },
};

export const isFlowStep = (c: FlowCell): c is FlowStep => 'to' in c;

/** The state an action leads to (a failed acceptance: `failTo`), or the refusal. Who acts is checked apart. */
export const nextWorkOrderState = (
  state: TWorkOrderState,
  action: TWorkOrderFlowAction,
  result?: TAcceptanceResult,
): { to: TWorkOrderState } | { refused: TWorkOrderRefusal } => {
  const cell = WORK_ORDER_FLOW[action][state];
  if (!isFlowStep(cell)) return cell;
  return { to: result === 'fail' && cell.failTo ? cell.failTo : cell.to };
};

/** Who is looking: the ticket's submitter, its assigned handler, and the codes they hold. */
export interface TicketActor {
  submitter: boolean;
  handler: boolean;
  codes: ReadonlySet<string>;
}
export const mayTake = (by: FlowActors, actor: TicketActor) =>
  actor.codes.has(by.code) || (!!by.submitter && actor.submitter) || (!!by.handler && actor.handler);

/** The actions this actor may take on a work order in this state (the detail drawer's buttons). */
export const allowedActions = (state: TWorkOrderState, actor: TicketActor): TWorkOrderFlowAction[] =>
  WORK_ORDER_ACTIONS.filter((a) => {
    const cell = WORK_ORDER_FLOW[a][state];
    return isFlowStep(cell) && mayTake(cell.by, actor);
  });

/** What the submitter sees (spec §4, user view). */
export const WORK_ORDER_USER_VIEW: Record<TWorkOrderState, TWorkOrderUserStatus> = {
  submitted: 'submitted',
  dispatched: 'pending',
  awaiting_acceptance: 'awaiting_acceptance',
  rework: 'processing',
  accepted: 'finished',
  finished: 'finished',
  closed: 'closed',
};
/** What after-sales staff see (spec §4, admin view): "to be confirmed" is theirs to finish, "reassign" failed acceptance. */
export const WORK_ORDER_ADMIN_VIEW: Record<TWorkOrderState, TWorkOrderAdminStatus> = {
  submitted: 'pending',
  dispatched: 'pending',
  awaiting_acceptance: 'awaiting_acceptance',
  rework: 'reassign',
  accepted: 'to_confirm',
  finished: 'finished',
  closed: 'closed',
};

/** Question tickets: open → answered → closed. Staff replies answer it; the asker's follow-up reopens it. */
export const QUESTION_ACTIONS = ['reply', 'close'] as const;
export type TQuestionFlowAction = (typeof QUESTION_ACTIONS)[number];
export const QUESTION_INITIAL_STATE: TQuestionState = QuestionState.OPEN;

export const nextQuestionState = (
  state: TQuestionState,
  action: TQuestionFlowAction,
  by: 'asker' | 'staff',
): { to: TQuestionState } | { refused: 'QUESTION_CLOSED' } => {
  if (state === QuestionState.CLOSED) return { refused: 'QUESTION_CLOSED' };
  if (action === 'close') return { to: QuestionState.CLOSED };
  return { to: by === 'staff' ? QuestionState.ANSWERED : QuestionState.OPEN };
};

/** Staff answer with the process code and close with the close code; the asker may do both on their own question. */
export const QUESTION_STAFF_CODES: Record<TQuestionFlowAction, OperationCode> = {
  reply: 'workOrderList:process',
  close: 'workOrderList:close',
};
export const allowedQuestionActions = (state: TQuestionState, actor: TicketActor): TQuestionFlowAction[] =>
  state === QuestionState.CLOSED ? [] : QUESTION_ACTIONS.filter((a) => actor.submitter || actor.codes.has(QUESTION_STAFF_CODES[a]));
