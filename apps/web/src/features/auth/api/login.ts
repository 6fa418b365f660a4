import type { TLoginBody } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../lib/request';
import { authContracts } from './auth-contracts';

export const login = async (body: TLoginBody) => callRoute((await authContracts()).loginRoute, { body });

export const useLogin = () => useMutation({ mutationFn: login });

/** Whether a failed sign-in says the next attempt needs a captcha (data.captchaRequired of 4100x). */
export const captchaRequiredBy = async (err: unknown): Promise<boolean | undefined> => {
  if (!(err instanceof ApiError)) return undefined;
  const parsed = (await authContracts()).ZLoginFailure.safeParse(err.data);
  return parsed.success ? parsed.data.captchaRequired : undefined;
};
