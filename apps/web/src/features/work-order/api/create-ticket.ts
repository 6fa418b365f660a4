import type { TCreateQuestionBody, TCreateWorkOrderBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createQuestion } from './create-question';
import { createWorkOrder } from './create-work-order';
import { workOrderKeys } from './keys';

/**
 * One form submits either kind, so one mutation calls either operation. The form shows field errors
 * inline, so the client stays silent.
 */
export const useCreateTicket = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (t: { kind: 'work_order'; body: TCreateWorkOrderBody } | { kind: 'question'; body: TCreateQuestionBody }) =>
      t.kind === 'work_order' ? createWorkOrder(t.body) : createQuestion(t.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: workOrderKeys.all }),
    meta: { silent: true },
  });
};
