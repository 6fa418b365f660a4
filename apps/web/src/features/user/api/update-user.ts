import { updateUserRoute, type TUserUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** `enabled: false` disables the account and ends its session (server side). */
export const updateUser = (body: TUserUpdateBody) => callRoute(updateUserRoute, { body });

export const useUpdateUser = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }) });
};
