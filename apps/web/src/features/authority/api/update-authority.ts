import { updateAuthorityRoute, type TAuthorityUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { sessionKeys } from '../../../lib/session-api';
import { authorityKeys } from './keys';

/** Names and description only; the code identifies the permission and never changes. */
export const updateAuthority = (body: TAuthorityUpdateBody) => callRoute(updateAuthorityRoute, { body });

export const useUpdateAuthority = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAuthority,
    // The shell's menu tree and authority list carry the edited names too, so a renamed menu shows at once.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: authorityKeys.all }),
        qc.invalidateQueries({ queryKey: sessionKeys.authTree() }),
        qc.invalidateQueries({ queryKey: sessionKeys.operateList() }),
      ]),
  });
};
