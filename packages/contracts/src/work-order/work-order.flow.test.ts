import { describe, expect, it } from 'vitest';
import { WorkOrderState, type TWorkOrderState } from '../enums/work-order.enums';
import {
  allowedActions,
  allowedQuestionActions,
  nextQuestionState,
  nextWorkOrderState,
  WORK_ORDER_ADMIN_VIEW,
  WORK_ORDER_USER_VIEW,
  type TicketActor,
} from './work-order.flow';

const STATES = Object.values(WorkOrderState) as TWorkOrderState[];
const nobody: TicketActor = { submitter: false, handler: false, codes: new Set() };
const staff = (...codes: string[]): TicketActor => ({ ...nobody, codes: new Set(codes) });

describe('work-order flow', () => {
  it('leads through the whole flow, a failed acceptance going back for reprocessing', () => {
    expect(nextWorkOrderState('submitted', 'distribute')).toEqual({ to: 'dispatched' });
    expect(nextWorkOrderState('dispatched', 'process')).toEqual({ to: 'awaiting_acceptance' });
    expect(nextWorkOrderState('awaiting_acceptance', 'accept', 'fail')).toEqual({ to: 'rework' });
    expect(nextWorkOrderState('awaiting_acceptance', 'accept', 'pass')).toEqual({ to: 'accepted' });
    expect(nextWorkOrderState('accepted', 'finish')).toEqual({ to: 'finished' });
    expect(nextWorkOrderState('finished', 'close')).toEqual({ to: 'closed' });
  });

  it('refuses finishing before acceptance and every step of a closed order, saying why', () => {
    expect(nextWorkOrderState('awaiting_acceptance', 'finish')).toEqual({ refused: 'WORK_ORDER_NOT_ACCEPTED' });
    expect(nextWorkOrderState('dispatched', 'accept')).toEqual({ refused: 'WORK_ORDER_NOT_HANDLED' });
    for (const a of ['distribute', 'process', 'accept', 'finish', 'close'] as const)
      expect(nextWorkOrderState('closed', a)).toEqual({ refused: 'WORK_ORDER_CLOSED' });
  });

  it('offers each actor only the steps the table gives them', () => {
    expect(allowedActions('submitted', { ...nobody, submitter: true })).toEqual(['close']);
    expect(allowedActions('dispatched', { ...nobody, handler: true })).toEqual(['process']);
    expect(allowedActions('submitted', { ...nobody, handler: true })).toEqual([]);
    expect(allowedActions('awaiting_acceptance', { ...nobody, submitter: true })).toEqual(['accept']);
    expect(allowedActions('dispatched', { ...nobody, submitter: true })).toEqual([]);
    expect(allowedActions('submitted', staff('workOrderList:distribute', 'workOrderList:process'))).toEqual(['distribute', 'process']);
    expect(allowedActions('accepted', staff('workOrderList:finish', 'workOrderList:close'))).toEqual(['finish', 'close']);
    expect(allowedActions('closed', staff('workOrderList:close', 'workOrderList:process'))).toEqual([]);
  });

  it('names every state in both views', () => {
    for (const s of STATES) {
      expect(WORK_ORDER_USER_VIEW[s]).toBeDefined();
      expect(WORK_ORDER_ADMIN_VIEW[s]).toBeDefined();
    }
    expect(new Set(Object.values(WORK_ORDER_USER_VIEW)).size).toBe(6);
    expect(new Set(Object.values(WORK_ORDER_ADMIN_VIEW)).size).toBe(6);
  });
});

describe('question flow', () => {
  it('is answered by staff, reopened by the asker, closed by either, and then refuses everything', () => {
    expect(nextQuestionState('open', 'reply', 'staff')).toEqual({ to: 'answered' });
    expect(nextQuestionState('answered', 'reply', 'asker')).toEqual({ to: 'open' });
    expect(nextQuestionState('answered', 'close', 'asker')).toEqual({ to: 'closed' });
    expect(nextQuestionState('closed', 'reply', 'staff')).toEqual({ refused: 'QUESTION_CLOSED' });
    expect(allowedQuestionActions('open', staff('workOrderList:process'))).toEqual(['reply']);
    expect(allowedQuestionActions('open', { ...nobody, submitter: true })).toEqual(['reply', 'close']);
    expect(allowedQuestionActions('closed', { ...nobody, submitter: true })).toEqual([]);
  });
});
