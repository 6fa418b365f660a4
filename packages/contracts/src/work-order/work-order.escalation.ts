import { WorkOrderLevel, WorkOrderState, type TWorkOrderLevel } from '../enums/work-order.enums';
import type { OperationCode } from '../permissions';
import { isFlowStep, WORK_ORDER_FLOW, type TWorkOrderFlowAction } from './work-order.flow';

/** Minutes an urgent / very urgent work order may wait for someone to take it (WORK_ORDER_ESCALATE_*_MIN). */
export const WORK_ORDER_ESCALATE_URGENT_MIN_DEFAULT = 30;
export const WORK_ORDER_ESCALATE_VERY_URGENT_MIN_DEFAULT = 10;

/** How long each level may wait before it is escalated; a level absent here (common) never is. */
export type TEscalationMinutes = Partial<Record<TWorkOrderLevel, number>>;
export const escalationMinutes = (urgent: number, veryUrgent: number): TEscalationMinutes => ({
  [WorkOrderLevel.URGENT]: urgent,
  [WorkOrderLevel.VERY_URGENT]: veryUrgent,
});

/**
 * The timeline action of an escalation: the system's entry, never a user's step, so not one of the
 * spec's WorkOrderAction values (screens label it apart).
 */
export const WORK_ORDER_ESCALATE_ACTION = 'escalate';

/** The state of an order nobody has taken yet: the only one an escalation looks at. */
export const WORK_ORDER_WAITING_STATE = WorkOrderState.SUBMITTED;

/** The steps that take a waiting order (dispatch it, or solve it oneself); closing it is not taking it. */
const TAKING_STEPS: TWorkOrderFlowAction[] = ['distribute', 'process'];

/**
 * Who is told of an escalation: the parent organisation's staff holding a code of a step that takes a
 * waiting order, read from the flow table so that the two never disagree on who "may take it".
 */
export const WORK_ORDER_ESCALATION_CODES: OperationCode[] = [
  ...new Set(
    TAKING_STEPS.map((a) => WORK_ORDER_FLOW[a][WORK_ORDER_WAITING_STATE])
      .filter(isFlowStep)
      .map((c) => c.by.code),
  ),
];
