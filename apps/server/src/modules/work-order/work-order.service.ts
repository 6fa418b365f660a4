import {
  isFlowStep,
  mayTake,
  nextWorkOrderState,
  TicketKind,
  WORK_ORDER_FLOW,
  WORK_ORDER_INITIAL_STATE,
  type TCreateWorkOrderBody,
  type TDispatchWorkOrdersBody,
  type TWorkOrderState,
  type TWorkOrderRobotQuery,
  type TWorkOrderTransitionBody,
  WORK_ORDER_ROBOT_OPTIONS_MAX,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import type { tickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { listRobots } from '../robot/robot.repository';
import { requireVisibleRobot } from '../robot/visible-robot';
import { actorOf } from './ticket.mapper';
import { notifyTicketStep } from './ticket-notify';
import { requirePictures } from '../file/require-pictures';
import { findStateOf, insertTicket, insertTicketEvent, moveTicket, type TicketRow } from './ticket.repository';
import { loadTicketDetail, requireHandler, requireTicket } from './ticket.service';

type Body = TWorkOrderTransitionBody;
type Change = Partial<typeof tickets.$inferInsert>;

/** The form's robot picker: robots the caller sees (the robot list's own tenancy and keyword rule). */
export const findWorkOrderRobots = async (db: Db, session: SessionContext, q: TWorkOrderRobotQuery) => {
  const { rows } = await listRobots(db, session.orgPath, { keyword: q.keyword }, 1, WORK_ORDER_ROBOT_OPTIONS_MAX);
  return rows.map((r) => ({ id: r.id, deviceNumber: r.deviceNumber, alias: r.alias }));
};

/** Submits a work order in the caller's organisation: its first timeline row and log row in the same transaction. */
export const createWorkOrder = async (db: Db, audit: AuditContext, session: SessionContext, body: TCreateWorkOrderBody) => {
  const robot = body.robotId ? await requireVisibleRobot(db, session, body.robotId, 'robotId') : undefined;
  return db.transaction(async (tx) => {
    const pictures = await requirePictures(tx, session, body.pictures ?? [], 'pictures');
    const id = await insertTicket(tx, {
      kind: TicketKind.WORK_ORDER,
      state: WORK_ORDER_INITIAL_STATE,
      orgId: session.orgId,
      submitterId: session.userId,
      contactName: body.contactName,
      phone: body.phone,
      company: body.company ?? null,
      robotId: robot?.id ?? null,
      deviceNumber: robot?.deviceNumber ?? body.deviceNumber ?? null,
      level: body.level,
      address: body.address,
      description: body.description,
      pictures,
    });
    await insertTicketEvent(tx, { ticketId: id, actorId: session.userId, action: 'submit', toState: WORK_ORDER_INITIAL_STATE });
    await recordOperation(tx, { audit, action: 'workOrder.create', target: `#${id}`, result: 'success' });
    return { id };
  });
};

/** What each step writes on the ticket and its timeline row, beyond the state (ids in it already checked). */
const changesOf = (session: SessionContext, b: Body): { ticket: Change; event: Change & Record<string, unknown> } => {
  switch (b.action) {
    case 'distribute':
      return { ticket: { handlerId: b.handlerId }, event: { handlerId: b.handlerId } };
    case 'process': {
      const solved = { analysis: b.analysis, solution: b.solution };
      return { ticket: solved, event: { ...solved, pictures: b.pictures } };
    }
    case 'accept':
      return {
        ticket: { acceptorId: session.userId, acceptanceResult: b.result, acceptanceComment: b.comment ?? null },
        event: { result: b.result },
      };
    default:
      return { ticket: {}, event: {} };
  }
};

/**
 * Applies one step to a ticket already read in `tx`: the flow table decides (state, then who), the
 * update only lands if the state is still the one read, and the timeline and log rows go in the same
 * transaction. A step that lost a race is refused as the table refuses it in the state it lost to.
 */
const applyStep = async (tx: Tx, audit: AuditContext, session: SessionContext, row: TicketRow, input: Body) => {
  const from = row.state as TWorkOrderState;
  const cell = WORK_ORDER_FLOW[input.action][from];
  if (!isFlowStep(cell)) throw new AppError(cell.refused);
  if (!mayTake(cell.by, actorOf(session, row))) throw new AppError('TICKET_STEP_NOT_YOURS');
  if (input.action === 'distribute') await requireHandler(tx, session, input.handlerId);
  const b: Body =
    input.action === 'process' ? { ...input, pictures: await requirePictures(tx, session, input.pictures, 'pictures') } : input;
  const next = nextWorkOrderState(from, b.action, b.action === 'accept' ? b.result : undefined);
  if (!('to' in next)) throw new AppError(next.refused);
  const { ticket, event } = changesOf(session, b);
  if (!(await moveTicket(tx, row.id, from, { ...ticket, state: next.to }))) {
    const now = (await findStateOf(tx, row.id)) as TWorkOrderState;
    const again = nextWorkOrderState(now, b.action);
    throw new AppError('refused' in again ? again.refused : 'CONFLICT');
  }
  await insertTicketEvent(tx, {
    ticketId: row.id,
    actorId: session.userId,
    action: b.action,
    fromState: from,
    toState: next.to,
    comment: b.comment ?? null,
    ...event,
  });
  await recordOperation(tx, {
    audit,
    action: `workOrder.${b.action}`,
    target: `#${row.id}`,
    result: 'success',
    detail: { from, to: next.to },
  });
  const handlerId = b.action === 'distribute' ? b.handlerId : row.handlerId;
  await notifyTicketStep(tx, session, { ...row, handlerId, action: b.action });
};

export const transitionWorkOrder = async (db: Db, audit: AuditContext, session: SessionContext, b: Body) =>
  db.transaction(async (tx) => {
    await applyStep(tx, audit, session, await requireTicket(tx, session, b.id, TicketKind.WORK_ORDER), b);
    return loadTicketDetail(tx, session, b.id);
  });

/** Dispatches every selected work order to one handler, or none of them (the first refusal names its id). */
export const dispatchWorkOrders = async (db: Db, audit: AuditContext, session: SessionContext, b: TDispatchWorkOrdersBody) =>
  db.transaction(async (tx) => {
    const ids = [...new Set(b.ids)];
    for (const id of ids) {
      const row = await requireTicket(tx, session, id, TicketKind.WORK_ORDER, 'ids');
      try {
        await applyStep(tx, audit, session, row, { id, action: 'distribute', handlerId: b.handlerId, comment: b.comment });
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.codeName, { ...err.opts, data: { id } });
        throw err;
      }
    }
    return { dispatched: ids };
  });
