import { revertUserRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** Resets the password to a one-time password; the answer is the only place it ever appears. */
export const revertUser = (id: number) => callRoute(revertUserRoute, { params: { id } });

export const useRevertUser = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revertUser,
    // The first-login flag of the row changes.
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }),
    // Not kept in the mutation cache: the password must not outlive the modal that shows it.
    gcTime: 0,
  });
};
