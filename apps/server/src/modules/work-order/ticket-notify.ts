import { NotificationKind, TicketKind, type NotificationKey } from '@fleet/contracts';
import type { Tx } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { notifyUsers } from '../notification/notification.service';

/** Where a notification opens the ticket: the submitter's own list, or the staff list for the handler. */
export const ticketLink = (id: number, screen: 'workOrderRecord' | 'workOrderList') => `/contentPage/${screen}?id=${id}`;

/** What the submitter reads after a step by someone else (a question's close: `question.closed`). */
const SUBMITTER_KEYS: Record<string, NotificationKey | undefined> = {
  distribute: 'notifications.workOrder.stateChanged',
  process: 'notifications.workOrder.finished',
  accept: 'notifications.workOrder.stateChanged',
  finish: 'notifications.workOrder.stateChanged',
  close: 'notifications.workOrder.stateChanged',
  // A question's reply: the asker's own follow-up is their step, so only staff answers reach them.
  reply: 'notifications.question.answered',
};

export interface TicketStep {
  id: number;
  kind: string;
  title: string | null;
  submitterId: number | null;
  /** The handler after the step (a dispatch names the new one). */
  handlerId: number | null;
  action: string;
}

/**
 * Tells the people concerned by a step on their ticket, in the step's transaction (a refused step
 * notifies nobody): its submitter on every step someone else took, and its handler — "assigned to you"
 * when dispatched to them, a state change after any other step of someone else. Staff are not told:
 * the staff list is where they look. The actor is never notified of their own step.
 */
export const notifyTicketStep = async (tx: Tx, session: SessionContext, s: TicketStep) => {
  const others = (userId: number | null): userId is number => userId !== null && userId !== session.userId;
  const question = s.kind === TicketKind.QUESTION;
  const number = `#${s.id}`;
  const submitterKey = question && s.action === 'close' ? 'notifications.question.closed' : (SUBMITTER_KEYS[s.action] ?? null);
  if (others(s.submitterId) && submitterKey)
    await notifyUsers(tx, [s.submitterId], {
      kind: question ? NotificationKind.QUESTION : NotificationKind.WORK_ORDER,
      key: submitterKey,
      params: question ? { title: s.title ?? number } : { number },
      link: ticketLink(s.id, 'workOrderRecord'),
    });
  if (!question && others(s.handlerId) && s.handlerId !== s.submitterId)
    await notifyUsers(tx, [s.handlerId], {
      kind: NotificationKind.WORK_ORDER,
      key: s.action === 'distribute' ? 'notifications.workOrder.assigned' : 'notifications.workOrder.stateChanged',
      params: { number },
      link: ticketLink(s.id, 'workOrderList'),
    });
};
