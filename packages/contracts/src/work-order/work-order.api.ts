import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import {
  ZCloseQuestionBody,
  ZCreatedTicket,
  ZCreateQuestionBody,
  ZCreateWorkOrderBody,
  ZDispatchResult,
  ZDispatchWorkOrdersBody,
  ZOwnTicketQuery,
  ZReplyQuestionBody,
  ZTicket,
  ZTicketDetail,
  ZTicketFilters,
  ZTicketQuery,
  WORK_ORDER_ROBOT_OPTIONS_MAX,
  ZWorkOrderRobotOption,
  ZWorkOrderRobotQuery,
  ZWorkOrderTransitionBody,
} from './work-order.schema';

const tags = ['work orders'];
/** Reads and steps open to both screens; the flow table (work-order.flow.ts) decides who may take which step. */
const EITHER_SCREEN = ['workOrderRecord:view', 'workOrderList:view'] as const;

export const findTicketsRoute = defineRoute({
  method: 'POST',
  path: 'oasys/ticket/list',
  access: 'workOrderList:view',
  tags,
  summary: "Work orders and questions of the caller's subtree, by kind, state, level, organisation, device, handler, time and keyword",
  body: ZTicketQuery,
  data: ZListResult(ZTicket),
});

export const findOwnTicketsRoute = defineRoute({
  method: 'POST',
  path: 'oasys/ticket/mine',
  access: 'workOrderRecord:view',
  tags,
  summary: 'The tickets (work orders and questions) the caller submitted, newest first',
  body: ZOwnTicketQuery,
  data: ZListResult(ZTicket),
});

export const getTicketRoute = defineRoute({
  method: 'GET',
  path: 'oasys/ticket/:id',
  access: EITHER_SCREEN,
  tags,
  summary: 'One ticket with its timeline and the next steps the caller may take (its submitter, its handler, or staff of its subtree)',
  params: z.object({ id: zIdParam() }),
  data: ZTicketDetail,
});

/**
 * The form's robot picker. Its own route: a submitter holds the after-sales codes, not the robot
 * screens' (the robot list also answers live state, which a work order does not need).
 */
export const findWorkOrderRobotsRoute = defineRoute({
  method: 'POST',
  path: 'oasys/workOrder/robots',
  access: ['workOrderRecord:create', 'workOrderList:create'],
  tags,
  summary: `Robots the caller sees (owner or host), matching the keyword in number or name; at most ${WORK_ORDER_ROBOT_OPTIONS_MAX}`,
  body: ZWorkOrderRobotQuery,
  data: z.array(ZWorkOrderRobotOption),
});

export const createWorkOrderRoute = defineRoute({
  method: 'POST',
  path: 'oasys/workOrder/save',
  access: ['workOrderRecord:create', 'workOrderList:create'],
  tags,
  summary: "Submit a work order in the caller's organisation (a robot in scope or a device number, level, address, description, pictures)",
  body: ZCreateWorkOrderBody,
  data: ZCreatedTicket,
});

export const transitionWorkOrderRoute = defineRoute({
  method: 'POST',
  path: 'oasys/workOrder/transition',
  access: EITHER_SCREEN,
  tags,
  summary: 'Take one step of the work-order flow (dispatch, process, accept, finish, close); a refused step says why',
  body: ZWorkOrderTransitionBody,
  data: ZTicketDetail,
});

export const dispatchWorkOrdersRoute = defineRoute({
  method: 'POST',
  path: 'oasys/workOrder/dispatch',
  access: 'workOrderList:distribute',
  tags,
  summary: 'Dispatch the selected work orders to one handler, all or none',
  body: ZDispatchWorkOrdersBody,
  data: ZDispatchResult,
});

export const createQuestionRoute = defineRoute({
  method: 'POST',
  path: 'oasys/question/save',
  access: 'workOrderRecord:create',
  tags,
  summary: "Ask a question (title, description, optionally about a robot in scope, pictures) in the caller's organisation",
  body: ZCreateQuestionBody,
  data: ZCreatedTicket,
});

export const replyQuestionRoute = defineRoute({
  method: 'POST',
  path: 'oasys/question/reply',
  access: ['workOrderRecord:view', 'workOrderList:process'],
  tags,
  summary: 'Reply to a question: staff answer it, the asker follows up (which reopens it)',
  body: ZReplyQuestionBody,
  data: ZTicketDetail,
});

export const closeQuestionRoute = defineRoute({
  method: 'POST',
  path: 'oasys/question/close',
  access: ['workOrderRecord:view', 'workOrderList:close'],
  tags,
  summary: 'Close a question (its asker, or staff of its subtree)',
  body: ZCloseQuestionBody,
  data: ZTicketDetail,
});

export const exportTicketsRoute = defineRoute({
  method: 'POST',
  path: 'oasys/ticket/export',
  access: 'workOrderList:export',
  tags,
  summary: 'The filtered tickets as a CSV file in the caller language (UTF-8 with BOM, at most 10,000 rows); errors come as the envelope',
  body: ZTicketFilters,
  data: z.string(),
});
