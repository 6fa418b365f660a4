import { updateOwnerRoute, type TUpdateOwnerBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { sessionKeys } from '../../../lib/session-api';

export const updateOwner = (body: TUpdateOwnerBody) => callRoute(updateOwnerRoute, { body });

/** Edits the own account; the cached own detail (header, home card) is refreshed afterwards. */
export const useUpdateOwner = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.ownDetail() }),
  });
};
