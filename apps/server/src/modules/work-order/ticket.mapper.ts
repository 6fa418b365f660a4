import {
  allowedActions,
  allowedQuestionActions,
  TicketKind,
  WORK_ORDER_ADMIN_VIEW,
  WORK_ORDER_USER_VIEW,
  type TAcceptanceResult,
  type TicketActor,
  type TQuestionState,
  type TTicket,
  type TTicketDetail,
  type TTicketKind,
  type TWorkOrderLevel,
  type TWorkOrderState,
} from '@fleet/contracts';
import type { SessionContext } from '../../lib/session';
import { inScope } from '../../lib/tenancy';
import type { findTicketEvents, TicketRow, TicketViewer } from './ticket.repository';

/** Staff reach a ticket through their subtree only with the staff list's view code. */
export const viewerOf = (session: SessionContext): TicketViewer => ({
  userId: session.userId,
  staffPath: session.permissions.has('workOrderList:view') ? session.orgPath : null,
});

/** The caller as the flow sees them for this ticket: staff codes count only inside their subtree. */
export const actorOf = (session: SessionContext, row: Pick<TicketRow, 'submitterId' | 'handlerId' | 'orgPath'>): TicketActor => ({
  submitter: row.submitterId === session.userId,
  handler: row.handlerId === session.userId,
  codes: inScope(session, row.orgPath) ? session.permissions : new Set<string>(),
});

/** The columns hold only the contract's values (the server writes no other): typed back here, once. */
export const toTicket = ({ orgPath: _path, ...r }: TicketRow): TTicket => {
  const workOrder = r.kind === TicketKind.WORK_ORDER;
  const state = r.state as TWorkOrderState;
  return {
    ...r,
    kind: r.kind as TTicketKind,
    userStatus: workOrder ? WORK_ORDER_USER_VIEW[state] : null,
    adminStatus: workOrder ? WORK_ORDER_ADMIN_VIEW[state] : null,
    level: r.level as TWorkOrderLevel | null,
    acceptanceResult: r.acceptanceResult as TAcceptanceResult | null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

export const toTicketDetail = (
  session: SessionContext,
  row: TicketRow,
  events: Awaited<ReturnType<typeof findTicketEvents>>,
): TTicketDetail => {
  const actor = actorOf(session, row);
  const actions: string[] =
    row.kind === TicketKind.WORK_ORDER
      ? allowedActions(row.state as TWorkOrderState, actor)
      : allowedQuestionActions(row.state as TQuestionState, actor);
  return {
    ...toTicket(row),
    actions,
    timeline: events.map((e) => ({ ...e, at: e.at.toISOString(), result: e.result as TAcceptanceResult | null })),
  };
};
