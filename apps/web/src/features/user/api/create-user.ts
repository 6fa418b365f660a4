import { createUserRoute, type TUserSaveBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** The new user changes the password at first sign-in (the server sets isFirstLogin). */
export const createUser = (body: TUserSaveBody) => callRoute(createUserRoute, { body });

export const useCreateUser = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }) });
};
