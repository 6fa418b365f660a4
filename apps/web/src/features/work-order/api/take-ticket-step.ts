import type { TCloseQuestionBody, TReplyQuestionBody, TWorkOrderTransitionBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeQuestion } from './close-question';
import { workOrderKeys } from './keys';
import { replyQuestion } from './reply-question';
import { transitionWorkOrder } from './transition-work-order';

export type TicketStep =
  | { kind: 'work_order'; body: TWorkOrderTransitionBody }
  | { kind: 'reply'; body: TReplyQuestionBody }
  | { kind: 'close_question'; body: TCloseQuestionBody };

const take = (s: TicketStep) => {
  if (s.kind === 'work_order') return transitionWorkOrder(s.body);
  if (s.kind === 'reply') return replyQuestion(s.body);
  return closeQuestion(s.body);
};

/**
 * One step of a ticket from its drawer (a work-order transition, a question's reply or close), one
 * mutation for the drawer's buttons; the lists and the detail are read again.
 */
export const useTakeTicketStep = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: take, onSettled: () => qc.invalidateQueries({ queryKey: workOrderKeys.all }) });
};
