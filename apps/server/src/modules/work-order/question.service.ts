import {
  nextQuestionState,
  QUESTION_INITIAL_STATE,
  QUESTION_STAFF_CODES,
  TicketKind,
  type TCloseQuestionBody,
  type TCreateQuestionBody,
  type TQuestionFlowAction,
  type TQuestionState,
  type TReplyQuestionBody,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { actorOf } from './ticket.mapper';
import { notifyTicketStep } from './ticket-notify';
import { requirePictures } from '../file/require-pictures';
import { findStateOf, findUserName, insertTicket, insertTicketEvent, moveTicket } from './ticket.repository';
import { loadTicketDetail, requireTicket } from './ticket.service';

/** Asks a question in the caller's organisation, under their own name. */
export const createQuestion = async (db: Db, audit: AuditContext, session: SessionContext, body: TCreateQuestionBody) => {
  const robot = body.robotId ? await requireVisibleRobot(db, session, body.robotId, 'robotId') : undefined;
  return db.transaction(async (tx) => {
    const pictures = await requirePictures(tx, session, body.pictures ?? [], 'pictures');
    const id = await insertTicket(tx, {
      kind: TicketKind.QUESTION,
      state: QUESTION_INITIAL_STATE,
      orgId: session.orgId,
      submitterId: session.userId,
      contactName: await findUserName(tx, session.userId),
      robotId: robot?.id ?? null,
      deviceNumber: robot?.deviceNumber ?? null,
      title: body.title,
      description: body.description,
      pictures,
    });
    await insertTicketEvent(tx, { ticketId: id, actorId: session.userId, action: 'ask', toState: QUESTION_INITIAL_STATE, pictures });
    await recordOperation(tx, { audit, action: 'question.create', target: `#${id}`, result: 'success' });
    return { id };
  });
};

/**
 * A reply or a close, by the asker or by staff of the question's subtree holding the step's code.
 * Staff who asked the question themselves act as its asker (a follow-up reopens it).
 */
const step = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  action: TQuestionFlowAction,
  b: { id: number; comment?: string | undefined; pictures?: number[] | undefined },
) =>
  db.transaction(async (tx) => {
    const row = await requireTicket(tx, session, b.id, TicketKind.QUESTION);
    const actor = actorOf(session, row);
    if (!actor.submitter && !actor.codes.has(QUESTION_STAFF_CODES[action])) throw new AppError('TICKET_STEP_NOT_YOURS');
    const from = row.state as TQuestionState;
    const next = nextQuestionState(from, action, actor.submitter ? 'asker' : 'staff');
    if ('refused' in next) throw new AppError(next.refused);
    const pictures = await requirePictures(tx, session, b.pictures ?? [], 'pictures');
    if (!(await moveTicket(tx, row.id, from, { state: next.to }))) {
      const now = (await findStateOf(tx, row.id)) as TQuestionState;
      throw new AppError(now === 'closed' ? 'QUESTION_CLOSED' : 'CONFLICT');
    }
    await insertTicketEvent(tx, {
      ticketId: row.id,
      actorId: session.userId,
      action,
      fromState: from,
      toState: next.to,
      comment: b.comment ?? null,
      pictures,
    });
    await recordOperation(tx, { audit, action: `question.${action}`, target: `#${row.id}`, result: 'success' });
    await notifyTicketStep(tx, session, { ...row, action });
    return loadTicketDetail(tx, session, row.id);
  });

export const replyQuestion = (db: Db, audit: AuditContext, session: SessionContext, b: TReplyQuestionBody) =>
  step(db, audit, session, 'reply', b);
export const closeQuestion = (db: Db, audit: AuditContext, session: SessionContext, b: TCloseQuestionBody) =>
  step(db, audit, session, 'close', b);
